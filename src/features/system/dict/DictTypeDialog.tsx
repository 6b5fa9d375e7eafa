import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type RecordDialogProps } from '@/components/FormDialog';
import { dictSelectOptions, useDict } from '@/hooks/useDict';
import type { DictType, DictTypeForm } from './types';

type Props = RecordDialogProps<DictType, DictTypeForm>;

/** Same rule as the server: a letter first, then lowercase letters, digits and underscores. */
export const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;

/** Create or edit a dictionary type (docs/api.md "Dictionaries"). */
export function DictTypeDialog({ record, ...dialog }: Props) {
  const { t } = useTranslation('dict');
  const statuses = useDict('sys_normal_disable');
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  const initial: Partial<DictTypeForm> = record
    ? { ...record, dictNameZh: record.dictNameZh ?? record.dictName }
    : { status: '0' };
  return (
    <FormDialog<DictTypeForm>
      {...dialog}
      title={record ? t('type.edit') : t('type.add')}
      initialValues={initial}
      labelWidth={120}
    >
      <Form.Item name="dictNameZh" label={t('type.nameZh')} rules={[required(t('type.nameZh')), { max: 100 }]}>
        <Input placeholder={t('type.nameZhPrompt')} maxLength={100} />
      </Form.Item>
      <Form.Item name="dictNameEn" label={t('type.nameEn')} rules={[{ max: 100 }]}>
        <Input placeholder={t('type.nameEnPrompt')} maxLength={100} />
      </Form.Item>
      <Form.Item
        name="dictType"
        label={t('type.type')}
        rules={[required(t('type.type')), { max: 100 }, { pattern: DICT_TYPE_PATTERN, message: t('type.typePattern') }]}
      >
        <Input placeholder={t('type.typePrompt')} maxLength={100} />
      </Form.Item>
      <Form.Item name="status" label={t('common.status')}>
        <Radio.Group options={dictSelectOptions(statuses)} />
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')} rules={[{ max: 500 }]}>
        <Input.TextArea placeholder={t('common.remarkPrompt')} autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
