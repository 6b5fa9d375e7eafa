import { Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/api/feedback';
import { FormDialog } from '@/components/FormDialog';
import { accountRules } from '@/features/system/user';
import { useClassArea } from './area';
import type { NewSchoolTeacher, SchoolTeacher } from './types';

interface Props {
  open: boolean;
  schoolId: number;
  schoolName: string;
  /** the new teacher, once the class form's list offers them */
  onAdded: (teacher: SchoolTeacher) => void;
  onClose: () => void;
}

type Fields = Omit<NewSchoolTeacher, 'schoolId'>;

/**
 * A school's new teacher from the class form (a class needs a teacher, and a school's first one
 * has none to show): user name, name, password and phone, with the users screen's rules. The
 * account works at the school and holds only the teacher role (the server's rule).
 */
export function NewTeacherDialog({ open, schoolId, schoolName, onAdded, onClose }: Props) {
  const { t } = useTranslation('class');
  const { t: ts } = useTranslation('system');
  const rules = accountRules(ts);
  const { api, keys } = useClassArea();
  const client = useQueryClient();
  const submit = async (values: Fields) => {
    const teacher = (await api.addSchoolTeacher({ ...values, schoolId })).data as SchoolTeacher;
    // the list offers the new teacher before the form chooses them, so no bare id shows
    await client.refetchQueries({ queryKey: keys.of('options') });
    onAdded(teacher);
    void feedback.success(t('teacherAdded', { name: teacher.name }));
    return true;
  };
  return (
    <FormDialog<Fields>
      open={open}
      title={t('newTeacher', { school: schoolName })}
      initialValues={{}}
      onSubmit={submit}
      onClose={onClose}
      width={520}
      labelWidth={100}
    >
      <Form.Item name="userName" label={ts('user.userName')} rules={rules.userName}>
        <Input maxLength={20} autoComplete="off" />
      </Form.Item>
      <Form.Item name="name" label={ts('user.name')} rules={rules.name}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="password" label={ts('user.password')} rules={rules.password}>
        <Input.Password maxLength={20} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="phonenumber" label={ts('user.phonenumber')} rules={rules.phonenumber}>
        <Input maxLength={11} />
      </Form.Item>
    </FormDialog>
  );
}
