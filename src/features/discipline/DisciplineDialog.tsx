import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/list';
import type { Discipline, DisciplineForm } from './types';

interface Props {
  open: boolean;
  record: Discipline | null;
  onSubmit: (form: DisciplineForm) => Promise<boolean>;
  onClose: () => void;
}

/** Create or edit a discipline: name, English name and sort, all required as on the server. */
export function DisciplineDialog({ open, record, onSubmit, onClose }: Props) {
  const { t } = useTranslation('discipline');
  const required = (field: string) => ({ required: true, whitespace: true, message: t('required', { field }) });
  const initial: Partial<DisciplineForm> = record ?? { sort: 0 };
  return (
    <FormDialog<DisciplineForm>
      open={open}
      title={record ? t('editDiscipline') : t('addDiscipline')}
      initialValues={initial}
      onSubmit={onSubmit}
      onClose={onClose}
      labelWidth={110}
    >
      <Form.Item name="disciplineName" label={t('name')} rules={[required(t('name')), { max: 30 }]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="disciplineNameEn" label={t('nameEn')} rules={[required(t('nameEn')), { max: 60 }]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('sort')}
        rules={[{ required: true, message: t('required', { field: t('sort') }) }]}
      >
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </FormDialog>
  );
}
