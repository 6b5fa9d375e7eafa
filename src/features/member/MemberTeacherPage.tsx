import { useMemo } from 'react';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  actionsColumn,
  AddButton,
  defineFilters,
  dictColumn,
  ListTable,
  SearchForm,
  TableToolbar,
  useColumnVisibility,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { SchoolFilter } from '@/features/people';
import { useDict } from '@/hooks/useDict';
import { listTeachers } from './api';
import { memberTeacherEditPath } from './paths';
import { MEMBER_TEACHER_PERMS } from './perms';
import { memberTeacherKeys, useTeacherOptions } from './queries';
import type { MemberTeacher } from './types';

const FILTERS = defineFilters([
  { name: 'name', kind: 'text', label: 'member:teacher.name' },
  { name: 'status', kind: 'dict', label: 'widgets:list.status', dictType: 'sys_normal_disable' },
  'schoolId',
]);

const tags = (names: string[]) => names.map((n) => <Tag key={n}>{n}</Tag>);

/**
 * `user/member/teacherIndex`: the teachers of the caller's own school (the administrator: every
 * school, with a school filter) with the courses and classes each is assigned to; a teacher is
 * added or edited on their own page.
 */
export default function MemberTeacherPage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(memberTeacherKeys.list(), listTeachers, list.query);
  const scope = useTeacherOptions(undefined);
  const schools = scope.data?.schools ?? [];
  const manySchools = schools.length > 1;
  const statuses = useDict('sys_normal_disable');
  const columns = useMemo(
    (): ListColumns<MemberTeacher> => [
      { key: 'name', title: t('teacher.name'), dataIndex: 'name', width: 120 },
      { key: 'userName', title: t('teacher.userName'), dataIndex: 'userName', width: 130 },
      ...(manySchools ? [{ key: 'schoolName', title: t('school'), dataIndex: 'schoolName', width: 180 }] : []),
      { key: 'phonenumber', title: t('teacher.phonenumber'), dataIndex: 'phonenumber', width: 130 },
      dictColumn('status', t('widgets:list.status'), statuses, 90),
      { key: 'courseNames', title: t('teacher.courses'), dataIndex: 'courseNames', width: 220, render: tags },
      { key: 'classNames', title: t('teacher.classes'), dataIndex: 'classNames', width: 220, render: tags },
      {
        key: 'teachingClassNames',
        title: t('teacher.teachingClasses'),
        dataIndex: 'teachingClassNames',
        width: 200,
        render: tags,
      },
      { key: 'updateTime', title: t('teacher.updateTime'), dataIndex: 'updateTime', width: 170 },
      {
        ...actionsColumn(
          t,
          (row: MemberTeacher) => ({
            edit: {
              permission: MEMBER_TEACHER_PERMS.edit,
              onClick: () => void navigate(memberTeacherEditPath(row.userId)),
            },
          }),
          120,
        ),
        fixed: 'right',
      },
    ],
    [t, manySchools, statuses, navigate],
  );
  const visibility = useColumnVisibility('member-teacher', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list}>
        <SchoolFilter schools={schools} />
      </SearchForm>
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={MEMBER_TEACHER_PERMS.add} onClick={() => void navigate(memberTeacherEditPath('new'))} />
      </TableToolbar>
      <ListTable<MemberTeacher>
        rowKey="userId"
        list={list}
        result={result}
        columns={visibility.visible}
        scrollX={manySchools ? 1500 : 1300}
        nameColumn="name"
      />
    </Card>
  );
}
