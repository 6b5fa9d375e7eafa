import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type RecordDialogProps } from '@/components/FormDialog';
import { dictSelectOptions, useDict, type ListClass } from '@/hooks/useDict';
import type { DictData, DictDataForm } from './types';

export const LIST_CLASSES: ListClass[] = ['default', 'primary', 'success', 'info', 'warning', 'danger'];

type Props = RecordDialogProps<DictData, DictDataForm> & {
  /** the type new entries belong to */
  dictType: string;
};

/** Create or edit an entry: labels in both languages, value, order, styles, status, remark. */
export function DictDataDialog({ dictType, record, ...dialog }: Props) {
  const { t } = useTranslation('dict');
  const statuses = useDict('sys_normal_disable');
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  const initial: Partial<DictDataForm> = record
    ? { ...record, dictLabelZh: record.dictLabelZh ?? record.dictLabel }
    : { dictType, dictSort: 0, listClass: 'default', status: '0' };
  return (
    <FormDialog<DictDataForm>
      {...dialog}
      title={record ? t('data.edit') : t('data.add')}
      initialValues={initial}
      labelWidth={120}
    >
      <Form.Item name="dictType" label={t('data.type')}>
        <Input disabled />
      </Form.Item>
      <Form.Item name="dictLabelZh" label={t('data.labelZh')} rules={[required(t('data.labelZh')), { max: 100 }]}>
        <Input placeholder={t('data.labelZhPrompt')} maxLength={100} />
      </Form.Item>
      <Form.Item name="dictLabelEn" label={t('data.labelEn')} rules={[{ max: 100 }]}>
        <Input placeholder={t('data.labelEnPrompt')} maxLength={100} />
      </Form.Item>
      <Form.Item name="dictValue" label={t('data.value')} rules={[required(t('data.value')), { max: 100 }]}>
        <Input placeholder={t('data.valuePrompt')} maxLength={100} />
      </Form.Item>
      <Form.Item name="cssClass" label={t('data.cssClass')} rules={[{ max: 100 }]}>
        <Input placeholder={t('data.cssClassPrompt')} maxLength={100} />
      </Form.Item>
      <Form.Item
        name="dictSort"
        label={t('data.sort')}
        rules={[{ required: true, message: t('common.required', { field: t('data.sort') }) }]}
      >
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="listClass" label={t('data.listClass')}>
        <Select options={LIST_CLASSES.map((value) => ({ value, label: t(`data.classes.${value}`) }))} />
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
