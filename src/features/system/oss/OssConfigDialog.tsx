import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/FormDialog';
import type { OssConfig, OssConfigForm } from './types';

interface Props {
  open: boolean;
  record: OssConfig | null;
  onSubmit: (form: OssConfigForm) => Promise<boolean>;
  onClose: () => void;
}

/** Same rule as the server: a letter first, then lowercase letters, digits, _ and -. */
const KEY_PATTERN = /^[a-z][a-z0-9_-]*$/;
const NEW: Partial<OssConfigForm> = { isHttps: 'N', accessPolicy: '1' };

/** Create or edit a storage configuration (docs/api.md "Storage configurations"). */
export function OssConfigDialog({ open, record, onSubmit, onClose }: Props) {
  const { t } = useTranslation('dict');
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  const length = { min: 2, max: 100 };
  return (
    <FormDialog<OssConfigForm>
      open={open}
      title={record ? t('oss.edit') : t('oss.add')}
      initialValues={record ? { ...record, secretKey: '' } : NEW}
      onSubmit={onSubmit}
      onClose={onClose}
      width={680}
      labelWidth={120}
    >
      <Form.Item
        name="configKey"
        label={t('oss.key')}
        rules={[required(t('oss.key')), { min: 2, max: 20 }, { pattern: KEY_PATTERN, message: t('oss.keyPattern') }]}
      >
        <Input placeholder={t('oss.keyPrompt')} maxLength={20} />
      </Form.Item>
      <Form.Item name="endpoint" label={t('oss.endpoint')} rules={[required(t('oss.endpoint')), length]}>
        <Input placeholder={t('oss.endpointPrompt')} maxLength={100} />
      </Form.Item>
      <Form.Item name="domain" label={t('oss.domain')} rules={[{ max: 100 }]}>
        <Input placeholder={t('oss.domainPrompt')} maxLength={100} />
      </Form.Item>
      <Form.Item
        name="accessKey"
        label={t('oss.accessKey')}
        rules={[required(t('oss.accessKey')), length]}
        extra={record ? t('oss.accessKeyKeep') : undefined}
      >
        <Input placeholder={t('oss.accessKeyPrompt')} maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="secretKey"
        label={t('oss.secretKey')}
        rules={[record ? { required: false } : required(t('oss.secretKey')), length]}
        extra={record ? t('oss.secretKeyKeep') : undefined}
      >
        <Input.Password placeholder={t('oss.secretKeyPrompt')} maxLength={100} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="bucketName" label={t('oss.bucket')} rules={[required(t('oss.bucket')), length]}>
        <Input placeholder={t('oss.bucketPrompt')} maxLength={100} />
      </Form.Item>
      <Form.Item name="prefix" label={t('oss.prefix')} rules={[{ max: 100 }]}>
        <Input placeholder={t('oss.prefixPrompt')} maxLength={100} />
      </Form.Item>
      <Form.Item name="isHttps" label={t('oss.isHttps')}>
        <Radio.Group
          options={[
            { value: 'Y', label: t('common.yes') },
            { value: 'N', label: t('common.no') },
          ]}
        />
      </Form.Item>
      <Form.Item name="accessPolicy" label={t('oss.policy')}>
        <Radio.Group
          options={(['0', '1', '2'] as const).map((value) => ({ value, label: t(`oss.policies.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="region" label={t('oss.region')} rules={[{ max: 100 }]}>
        <Input placeholder={t('oss.regionPrompt')} maxLength={100} />
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')} rules={[{ max: 500 }]}>
        <Input.TextArea placeholder={t('common.remarkPrompt')} autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
