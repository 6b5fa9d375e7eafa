import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type RecordDialogProps } from '@/components/FormDialog';
import type { OssConfig, OssConfigForm } from './types';

type Props = RecordDialogProps<OssConfig, OssConfigForm>;

/** Same rule as the server: a letter first, then lowercase letters, digits, _ and -. */
const KEY_PATTERN = /^[a-z][a-z0-9_-]*$/;
const NEW: Partial<OssConfigForm> = { isHttps: 'N', accessPolicy: '1' };

/** Create or edit a storage configuration (docs/api.md "Storage configurations"). */
export function OssConfigDialog({ record, ...dialog }: Props) {
  const { t } = useTranslation('dict');
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  /** A text field of at most 100 characters, with its placeholder; a required one takes 2 at least. */
  const text = (name: keyof OssConfigForm, needed: boolean, { key = name as string, extra = '' } = {}) => (
    <Form.Item
      name={name}
      label={t(`oss.${key}`)}
      rules={needed ? [required(t(`oss.${key}`)), { min: 2, max: 100 }] : [{ max: 100 }]}
      extra={extra || undefined}
    >
      <Input placeholder={t(`oss.${key}Prompt`)} maxLength={100} autoComplete="off" />
    </Form.Item>
  );
  return (
    <FormDialog<OssConfigForm>
      {...dialog}
      title={record ? t('oss.edit') : t('oss.add')}
      initialValues={record ? { ...record, secretKey: '' } : NEW}
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
      {text('endpoint', true)}
      {text('domain', false)}
      {text('accessKey', true, { extra: record ? t('oss.accessKeyKeep') : '' })}
      <Form.Item
        name="secretKey"
        label={t('oss.secretKey')}
        rules={[record ? { required: false } : required(t('oss.secretKey')), { min: 2, max: 100 }]}
        extra={record ? t('oss.secretKeyKeep') : undefined}
      >
        <Input.Password placeholder={t('oss.secretKeyPrompt')} maxLength={100} autoComplete="new-password" />
      </Form.Item>
      {text('bucketName', true, { key: 'bucket' })}
      {text('prefix', false)}
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
      {text('region', false)}
      <Form.Item name="remark" label={t('common.remark')} rules={[{ max: 500 }]}>
        <Input.TextArea placeholder={t('common.remarkPrompt')} autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
