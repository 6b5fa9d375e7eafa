import { useMemo } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  actionsColumn,
  AddButton,
  createTimeColumn,
  defineFilters,
  DeleteSelectedButton,
  ListTable,
  SearchForm,
  TableToolbar,
  useColumnVisibility,
  useCrudActions,
  useEditDialog,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { assignClassTeacher, listClassTeachers, removeClassTeachers } from './api';
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
 * see their own school; users who see several schools get a school filter and column.
 */
export default function ClassTeacherPage() {
  const { t } = useTranslation('classteacher');
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(classTeacherKeys.list(), listClassTeachers, list.query);
  const { orderByColumn, isAsc } = list;
  const scope = useClassTeacherOptions(undefined);
  const manySchools = (scope.data?.schools.length ?? 0) > 1;
  const dialog = useEditDialog<ClassTeacher>();
  const { save, askDelete, selected, setSelected } = useCrudActions<ClassTeacher, ClassTeacherForm>({
    key: classTeacherKeys.all,
    idField: 'classTeacherId',
    nameField: 'teacherName',
    save: assignClassTeacher,
    remove: removeClassTeachers,
  });
  const describe = (r: ClassTeacher) =>
    t('assignment', { teacher: r.teacherName, subject: r.subjectName, class: r.className });
  const columns = useMemo(
    (): ListColumns<ClassTeacher> => [
      ...(manySchools ? [{ key: 'schoolName', title: t('school'), dataIndex: 'schoolName', ellipsis: true }] : []),
      { key: 'className', title: t('class'), dataIndex: 'className', ellipsis: true },
      { key: 'teacherName', title: t('teacher'), dataIndex: 'teacherName', width: 130 },
      { key: 'userName', title: t('userName'), dataIndex: 'userName', width: 130 },
      { key: 'subjectName', title: t('subject'), dataIndex: 'subjectName', width: 150 },
      { key: 'createBy', title: t('createBy'), dataIndex: 'createBy', width: 120 },
      createTimeColumn(t, { orderByColumn, isAsc }),
      actionsColumn(
        t,
        (record: ClassTeacher) => ({
          remove: { permission: CLASS_TEACHER_PERMS.remove, onClick: () => void askDelete([record]) },
        }),
        100,
      ),
    ],
    [t, manySchools, orderByColumn, isAsc, askDelete],
  );
  const visibility = useColumnVisibility('admin-classteacher', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list}>
        <ClassTeacherFilters chooseSchool={manySchools} />
      </SearchForm>
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={CLASS_TEACHER_PERMS.add} onClick={dialog.openCreate} />
        <DeleteSelectedButton
          permission={CLASS_TEACHER_PERMS.remove}
          count={selected.length}
          onClick={() => void askDelete(selected)}
        />
      </TableToolbar>
      <ListTable<ClassTeacher>
        rowKey="classTeacherId"
        list={list}
        result={result}
        columns={visibility.visible}
        selection={{ selected, onChange: setSelected, label: describe }}
        scrollX={manySchools ? 1100 : 900}
        nameColumn="teacherName"
      />
      <AssignTeacherDialog open={dialog.open} chooseSchool={manySchools} onSubmit={save} onClose={dialog.close} />
    </Card>
  );
}
