import { useTranslation } from 'react-i18next';
import { CrudScreen, defineFilters, dictColumn, tagsColumn, useCrudList } from '@/components/list';
import { SchoolFilter } from '@/features/people';
import { useDict } from '@/hooks/useDict';
import { memberTeachers } from './api';
import { memberTeacherEditPath } from './paths';
import { MEMBER_TEACHER_PERMS } from './perms';
import { memberTeacherKeys, useTeacherOptions } from './queries';
import type { MemberTeacher, TeacherForm } from './types';

const FILTERS = defineFilters([
  { name: 'name', kind: 'text', label: 'member:teacher.name' },
  { name: 'status', kind: 'dict', label: 'widgets:list.status', dictType: 'sys_normal_disable' },
  'schoolId',
]);

/**
 * `user/member/teacherIndex`: the teachers of the caller's own school (the administrator: every
 * school, with a school filter) with the courses and classes each is assigned to; a teacher is
 * added or edited on their own page.
 */
export default function MemberTeacherPage() {
  const { t } = useTranslation('member');
  const scope = useTeacherOptions(undefined);
  const schools = scope.data?.schools ?? [];
  const manySchools = schools.length > 1;
  const statuses = useDict('sys_normal_disable');
  const crud = useCrudList<MemberTeacher, TeacherForm>({
    resource: { list: memberTeachers.list, idField: memberTeachers.idField },
    queryKey: memberTeacherKeys.list(),
    writeKey: memberTeacherKeys.all,
    filters: FILTERS,
    perms: MEMBER_TEACHER_PERMS,
    nameField: 'name',
    editorPath: memberTeacherEditPath,
    tableId: 'member-teacher',
    columns: ({ pinnedActions }) => [
      { key: 'name', title: t('teacher.name'), dataIndex: 'name', width: 120 },
      { key: 'userName', title: t('teacher.userName'), dataIndex: 'userName', width: 130 },
      ...(manySchools ? [{ key: 'schoolName', title: t('school'), dataIndex: 'schoolName', width: 180 }] : []),
      { key: 'phonenumber', title: t('teacher.phonenumber'), dataIndex: 'phonenumber', width: 130 },
      dictColumn('status', t('widgets:list.status'), statuses, 90),
      tagsColumn('courseNames', t('teacher.courses'), 220),
      tagsColumn('classNames', t('teacher.classes'), 220),
      tagsColumn('teachingClassNames', t('teacher.teachingClasses'), 200),
      { key: 'updateTime', title: t('teacher.updateTime'), dataIndex: 'updateTime', width: 170 },
      pinnedActions(undefined, 120),
    ],
    columnDeps: [t, manySchools, statuses],
  });

  return (
    <CrudScreen crud={crud} searchFields={<SchoolFilter schools={schools} />} scrollX={manySchools ? 1500 : 1300} />
  );
}
