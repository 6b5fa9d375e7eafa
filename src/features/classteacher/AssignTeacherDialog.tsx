import { Form, Select } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/list';
import { IdSelect } from '@/components/IdSelect';
import { useClassTeacherOptions } from './queries';
import type { ClassTeacherForm } from './types';

interface Props {
  open: boolean;
  /** more than one school seen: the dialog asks for the school first */
  chooseSchool: boolean;
  onSubmit: (form: ClassTeacherForm) => Promise<boolean>;
  onClose: () => void;
}

/** Assigns a teacher of the class's school to teach a subject in the class (all required). */
export function AssignTeacherDialog({ open, chooseSchool, onSubmit, onClose }: Props) {
  const { t } = useTranslation('classteacher');
  const [form] = Form.useForm<ClassTeacherForm>();
  const schoolId = Form.useWatch('schoolId', form);
  const options = useClassTeacherOptions(schoolId, open && (!chooseSchool || schoolId !== undefined));
  const schools = useClassTeacherOptions(undefined, open && chooseSchool);
  const data = chooseSchool && schoolId === undefined ? undefined : options.data;
  const required = (field: string) => ({ required: true, message: t('required', { field }) });
  return (
    <FormDialog<ClassTeacherForm>
      open={open}
      form={form}
      title={t('assign')}
      initialValues={{}}
      onSubmit={onSubmit}
      onClose={onClose}
      labelWidth={90}
    >
      {chooseSchool && (
        <Form.Item name="schoolId" label={t('school')} rules={[required(t('school'))]}>
          <IdSelect
            choices={(schools.data?.schools ?? []).map((s) => ({ value: s.schoolId, label: s.schoolName }))}
            placeholder={t('selectSchool')}
            onChange={(value) => form.setFieldsValue({ schoolId: value, classId: undefined, userId: undefined })}
          />
        </Form.Item>
      )}
      <Form.Item name="classId" label={t('class')} rules={[required(t('class'))]}>
        <Select
          placeholder={t('selectClass')}
          loading={options.isFetching}
          showSearch={SEARCH_BY_LABEL}
          options={(data?.classes ?? []).map((c) => ({ value: c.classId, label: c.className }))}
        />
      </Form.Item>
      <Form.Item name="userId" label={t('teacher')} rules={[required(t('teacher'))]}>
        <Select
          placeholder={t('selectTeacher')}
          loading={options.isFetching}
          showSearch={SEARCH_BY_LABEL}
          options={(data?.teachers ?? []).map((u) => ({ value: u.userId, label: `${u.name} (${u.userName})` }))}
        />
      </Form.Item>
      <Form.Item name="subjectId" label={t('subject')} rules={[required(t('subject'))]}>
        <Select
          placeholder={t('selectSubject')}
          showSearch={SEARCH_BY_LABEL}
          options={(options.data?.subjects ?? schools.data?.subjects ?? []).map((s) => ({
            value: s.subjectId,
            label: s.subjectName,
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
