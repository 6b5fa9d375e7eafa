import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type RecordDialogProps } from '@/components/FormDialog';
import { dictSelectOptions, useDict } from '@/hooks/useDict';
import type { ConfigForm, ConfigRecord } from './types';

type Props = RecordDialogProps<ConfigRecord, ConfigForm>;

const NEW: Partial<ConfigForm> = { configType: 'N' };

/** Create or edit a parameter; the rules match the server's (docs/api.md "Config"). */
export function ConfigDialog({ record, ...dialog }: Props) {
  const { t } = useTranslation('dict');
  const yesNo = useDict('sys_yes_no');
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  const initial: Partial<ConfigForm> = record
    ? { ...record, configNameZh: record.configNameZh ?? record.configName }
    : NEW;
  return (
    <FormDialog<ConfigForm>
      {...dialog}
      title={record ? t('config.edit') : t('config.add')}
      initialValues={initial}
      labelWidth={110}
    >
      <Form.Item name="configNameZh" label={t('config.nameZh')} rules={[required(t('config.nameZh')), { max: 100 }]}>
        <Input placeholder={t('config.nameZhPrompt')} maxLength={100} />
      </Form.Item>
      <Form.Item name="configNameEn" label={t('config.nameEn')} rules={[{ max: 100 }]}>
        <Input placeholder={t('config.nameEnPrompt')} maxLength={100} />
      </Form.Item>
      <Form.Item name="configKey" label={t('config.key')} rules={[required(t('config.key')), { max: 100 }]}>
        <Input placeholder={t('config.keyPrompt')} maxLength={100} />
      </Form.Item>
      <Form.Item name="configValue" label={t('config.value')} rules={[required(t('config.value')), { max: 500 }]}>
        <Input.TextArea placeholder={t('config.valuePrompt')} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
      </Form.Item>
      <Form.Item name="configType" label={t('config.type')}>
        <Radio.Group options={dictSelectOptions(yesNo)} />
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')} rules={[{ max: 500 }]}>
        <Input.TextArea placeholder={t('common.remarkPrompt')} autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
