import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/FormDialog';
import { classFormOf, ClassFormFields, classFormValues, type ClassFormValues } from './ClassFormFields';
import type { ClassForm, ClassOptions, ClassRecord } from './types';

interface Props {
  open: boolean;
  record: ClassRecord | null;
  options: ClassOptions | undefined;
  onSubmit: (form: ClassForm) => Promise<boolean>;
  onClose: () => void;
}

/** Add or edit a class in a dialog, with the class fields and their rules (`ClassFormFields`). */
export function ClassDialog({ open, record, options, onSubmit, onClose }: Props) {
  const { t } = useTranslation('class');
  const [form] = Form.useForm<ClassFormValues>();
  const schools = options?.schools ?? [];
  const initial: Partial<ClassFormValues> = record
    ? classFormValues(record)
    : { schoolId: schools.length === 1 ? schools[0].schoolId : undefined, teacherIds: [] };

  return (
    <FormDialog<ClassFormValues>
      open={open}
      form={form}
      title={record ? t('edit') : t('add')}
      initialValues={initial}
      onSubmit={(values) => onSubmit(classFormOf(values))}
      onClose={onClose}
      labelWidth={110}
    >
      <ClassFormFields form={form} options={options} lockedSchoolId={record?.schoolId} />
    </FormDialog>
  );
}
