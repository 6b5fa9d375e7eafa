import { useTranslation } from 'react-i18next';
import { createTimeColumn, CrudScreen, defineFilters, useCrudList } from '@/components/list';
import { assignments } from './api';
import { AssignTeacherDialog } from './AssignTeacherDialog';
import { ClassTeacherFilters } from './ClassTeacherFilters';
import { CLASS_TEACHER_PERMS } from './perms';
import { classTeacherKeys, useClassTeacherOptions } from './queries';
import type { ClassTeacher, ClassTeacherForm } from './types';

const FILTERS = defineFilters([
  { name: 'teacherName', kind: 'text', label: 'classteacher:teacher' },
  'schoolId',
  'classId',
  'subjectId',
]);

/**
 * `admin/classteacher/index`: which teacher teaches which subject in which class. School staff
 * see their own school; users who see several schools get a school filter and column. An
 * assignment is added or deleted, never edited.
 */
export default function ClassTeacherPage() {
  const { t } = useTranslation('classteacher');
  const scope = useClassTeacherOptions(undefined);
  const manySchools = (scope.data?.schools.length ?? 0) > 1;
  const crud = useCrudList<ClassTeacher, ClassTeacherForm>({
    resource: assignments,
    queryKey: classTeacherKeys.list(),
    writeKey: classTeacherKeys.all,
    filters: FILTERS,
    perms: CLASS_TEACHER_PERMS,
    nameField: 'teacherName',
    rowLabel: (r) => t('assignment', { teacher: r.teacherName, subject: r.subjectName, class: r.className }),
    tableId: 'admin-classteacher',
    columns: ({ sort, pinnedActions }) => [
      ...(manySchools ? [{ key: 'schoolName', title: t('school'), dataIndex: 'schoolName', ellipsis: true }] : []),
      { key: 'className', title: t('class'), dataIndex: 'className', ellipsis: true },
      { key: 'teacherName', title: t('teacher'), dataIndex: 'teacherName', width: 130 },
      { key: 'userName', title: t('userName'), dataIndex: 'userName', width: 130 },
      { key: 'subjectName', title: t('subject'), dataIndex: 'subjectName', width: 150 },
      { key: 'createBy', title: t('createBy'), dataIndex: 'createBy', width: 120 },
      createTimeColumn(t, sort),
      pinnedActions(undefined, 100),
    ],
    columnDeps: [t, manySchools],
  });

  return (
    <CrudScreen
      crud={crud}
      searchFields={<ClassTeacherFilters chooseSchool={manySchools} />}
      scrollX={manySchools ? 1100 : 900}
    >
      <AssignTeacherDialog
        open={crud.editDialog.open}
        chooseSchool={manySchools}
        onSubmit={crud.save}
        onClose={crud.editDialog.onClose}
      />
    </CrudScreen>
  );
}
