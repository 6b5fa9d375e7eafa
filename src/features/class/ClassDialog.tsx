import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type RecordDialogProps } from '@/components/FormDialog';
import { classFormOf, ClassFormFields, classFormValues, type ClassFormValues } from './ClassFormFields';
import type { ClassForm, ClassOptions, ClassRecord } from './types';
import { TitleWithHistory } from '@/features/monitor';

type Props = RecordDialogProps<ClassRecord, ClassForm> & {
  options: ClassOptions | undefined;
};

/** Add or edit a class in a dialog, with the class fields and their rules (`ClassFormFields`). */
export function ClassDialog({ record, options, onSubmit, ...dialog }: Props) {
  const { t } = useTranslation('class');
  const [form] = Form.useForm<ClassFormValues>();
  const schools = options?.schools ?? [];
  const initial: Partial<ClassFormValues> = record
    ? classFormValues(record)
    : { schoolId: schools.length === 1 ? schools[0].schoolId : undefined, teacherIds: [] };

  return (
    <FormDialog<ClassFormValues>
      {...dialog}
      form={form}
      title={
        record ? <TitleWithHistory title={t('edit')} tableName="school_class" recordKey={record.classId} /> : t('add')
      }
      initialValues={initial}
      onSubmit={(values) => onSubmit(classFormOf(values))}
      labelWidth={110}
    >
      <ClassFormFields form={form} options={options} lockedSchoolId={record?.schoolId} />
    </FormDialog>
  );
}
