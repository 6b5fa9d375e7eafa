import { useMemo } from 'react';
import { Card, Form, Input, Radio, Select } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { useTranslation } from 'react-i18next';
import { AssignmentFields } from '@/features/people';
import { accountRules } from '@/features/system/user';
import { useDict } from '@/hooks/useDict';
import { useFormDirty } from '@/hooks/useFormDirty';
import { useLoadForm } from '@/hooks/useLoadForm';
import { useLocalDraft } from '@/hooks/useLocalDraft';
import { useCurrentPage } from '@/router/current-page';
import { useSessionStore } from '@/stores/session';
import { draftKey } from '@/utils/drafts';
import { memberTeachers } from './api';
import { EditPageForm } from './EditPageForm';
import { MEMBER_TEACHER_LIST } from './paths';
import { MEMBER_TEACHER_DRAFT, memberTeacherKeys, useMemberTeacher, useTeacherOptions } from './queries';
import type { MemberTeacher, TeacherForm } from './types';
import { useSaveAndClose } from './useSaveAndClose';
import { LoadFailed } from '@/components/LoadFailed';

const formOf = (teacher: MemberTeacher): TeacherForm => ({
  userId: teacher.userId,
  schoolId: teacher.schoolId,
  userName: teacher.userName,
  name: teacher.name,
  phonenumber: teacher.phonenumber,
  email: teacher.email,
  status: teacher.status,
  courseIds: teacher.courseIds,
  classIds: teacher.classIds,
});

/** A new account's password is typed again after a reload rather than kept in the browser. */
const SECRET_FIELDS = ['password'];

/**
 * `user/member/teacherEdit` at /user/member/teacherEdit/:id (`new` or the teacher's user id): a
 * teacher account of the school (typed with the user screen's rules; the user name and password
 * only when it is made) and the courses and classes they teach (the people screen's rule).
 */
export default function MemberTeacherEditPage() {
  const { t } = useTranslation('member');
  const { t: ts } = useTranslation('system');
  const raw = useCurrentPage().params.id ?? 'new';
  const userId = raw === 'new' ? null : Number(raw);
  const teacher = useMemberTeacher(userId);
  const [form] = Form.useForm<TeacherForm>();
  const chosenSchool = Form.useWatch('schoolId', form) ?? teacher.data?.schoolId;
  const scope = useTeacherOptions(undefined);
  const options = useTeacherOptions(chosenSchool ?? scope.data?.schoolId ?? undefined);
  const schools = scope.data?.schools ?? [];
  const statuses = useDict('sys_normal_disable');
  const rules = accountRules(ts);
  const isNew = userId === null;
  const loaded = useMemo((): Partial<TeacherForm> | undefined => {
    if (!isNew) return teacher.data ? formOf(teacher.data) : undefined;
    return scope.data ? { schoolId: scope.data.schoolId ?? undefined, courseIds: [], classIds: [] } : undefined;
  }, [isNew, teacher.data, scope.data]);
  useLoadForm(form, loaded);
  const dirty = useFormDirty(form, loaded);
  const user = useSessionStore((s) => s.user?.userId ?? s.name);
  const draft = useLocalDraft(draftKey(user, MEMBER_TEACHER_DRAFT, userId ?? 'new'), form, {
    dirty,
    baselineUpdatedAt: teacher.data?.updateTime,
    secret: SECRET_FIELDS,
  });
  const saveAndClose = useSaveAndClose(memberTeacherKeys.all, MEMBER_TEACHER_LIST);

  if (teacher.isError) {
    return <LoadFailed error={teacher.error} notFound={t('teacher.unknown')} onRetry={() => void teacher.refetch()} />;
  }

  const submit = (values: TeacherForm) =>
    saveAndClose(() => memberTeachers.save({ ...values, userId: userId ?? undefined }), isNew, draft);

  return (
    <Card variant="borderless" title={isNew ? t('teacher.addTitle') : t('teacher.editTitle')}>
      <EditPageForm<TeacherForm>
        form={form}
        loaded={!!loaded}
        onSubmit={submit}
        listPath={MEMBER_TEACHER_LIST}
        draft={draft}
      >
        {schools.length > 1 ? (
          <Form.Item name="schoolId" label={t('school')} rules={[{ required: true, message: t('schoolRequired') }]}>
            <Select
              disabled={!isNew}
              showSearch={SEARCH_BY_LABEL}
              placeholder={t('school')}
              options={schools.map((s) => ({ value: s.schoolId, label: s.schoolName }))}
              onChange={() => form.setFieldsValue({ courseIds: [], classIds: [] })}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="userName" label={ts('user.userName')} rules={isNew ? rules.userName : []}>
          <Input maxLength={20} autoComplete="off" disabled={!isNew} />
        </Form.Item>
        <Form.Item name="name" label={ts('user.name')} rules={rules.name}>
          <Input maxLength={30} />
        </Form.Item>
        {isNew ? (
          <Form.Item name="password" label={ts('user.password')} rules={rules.password}>
            <Input.Password maxLength={20} autoComplete="new-password" />
          </Form.Item>
        ) : null}
        <Form.Item name="phonenumber" label={ts('user.phonenumber')} rules={rules.phonenumber}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="email" label={ts('user.email')} rules={rules.email}>
          <Input maxLength={50} />
        </Form.Item>
        {isNew ? null : (
          <Form.Item name="status" label={t('widgets:list.status')}>
            <Radio.Group options={statuses.map((s) => ({ value: s.dictValue, label: s.dictLabel }))} />
          </Form.Item>
        )}
        <AssignmentFields options={options.data} loading={options.isFetching} />
      </EditPageForm>
    </Card>
  );
}
