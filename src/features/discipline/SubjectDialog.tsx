import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/list';
import { DisciplineSelect } from './DisciplineSelect';
import type { Subject, SubjectForm } from './types';

interface Props {
  open: boolean;
  record: Subject | null;
  onSubmit: (form: SubjectForm) => Promise<boolean>;
  onClose: () => void;
}

/** Create or edit a subject: discipline, name, English name and sort, all required. */
export function SubjectDialog({ open, record, onSubmit, onClose }: Props) {
  const { t } = useTranslation('discipline');
  const required = (field: string) => ({ required: true, whitespace: true, message: t('required', { field }) });
  const initial: Partial<SubjectForm> = record ?? { sort: 0 };
  return (
    <FormDialog<SubjectForm>
      open={open}
      title={record ? t('editSubject') : t('addSubject')}
      initialValues={initial}
      onSubmit={onSubmit}
      onClose={onClose}
      labelWidth={110}
    >
      <Form.Item
        name="disciplineId"
        label={t('discipline')}
        rules={[{ required: true, message: t('required', { field: t('discipline') }) }]}
      >
        <DisciplineSelect />
      </Form.Item>
      <Form.Item name="subjectName" label={t('subjectName')} rules={[required(t('subjectName')), { max: 30 }]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="subjectNameEn" label={t('nameEn')} rules={[required(t('nameEn')), { max: 60 }]}>
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
