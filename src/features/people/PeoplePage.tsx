import { useMemo, useState } from 'react';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  actionsColumn,
  confirmAction,
  defineFilters,
  ListTable,
  SearchForm,
  TableToolbar,
  useColumnVisibility,
  useListAction,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { clearAssignments, listPeople, saveAssignment } from './api';
import { AssignmentDialog } from './AssignmentDialog';
import { SchoolFilter } from './SchoolFilter';
import { PEOPLE_PERMS } from './perms';
import { peopleKeys, usePeopleOptions } from './queries';
import type { StaffMember } from './types';

const FILTERS = defineFilters([
  { name: 'name', kind: 'text', label: 'people:name' },
  {
    name: 'assigned',
    kind: 'select',
    label: 'people:assigned',
    options: [
      { value: '1', label: 'people:assignedYes' },
      { value: '0', label: 'people:assignedNo' },
    ],
  },
  'schoolId',
]);

const tags = (names: string[]) => names.map((n) => <Tag key={n}>{n}</Tag>);

/**
 * `admin/people/index`: a school's staff with the courses and classes each is assigned to.
 * School staff see their own school; users who see several schools get a school filter.
 */
export default function PeoplePage() {
  const { t } = useTranslation('people');
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(peopleKeys.list(), listPeople, list.query);
  const scope = usePeopleOptions(undefined);
  const schools = scope.data?.schools ?? [];
  const manySchools = schools.length > 1;
  const [member, setMember] = useState<StaffMember | null>(null);
  const save = useListAction(peopleKeys.all, saveAssignment, t('saved'));
  const clear = useListAction(peopleKeys.all, clearAssignments, t('cleared'));
  const columns = useMemo((): ListColumns<StaffMember> => {
    const askClear = async (row: StaffMember) => {
      if (await confirmAction(t('confirmClear', { name: row.name }))) await clear([row.userId]);
    };
    return [
      { key: 'name', title: t('name'), dataIndex: 'name', width: 120 },
      { key: 'userName', title: t('userName'), dataIndex: 'userName', width: 120 },
      ...(manySchools ? [{ key: 'schoolName', title: t('school'), dataIndex: 'schoolName', width: 180 }] : []),
      { key: 'roleNames', title: t('roles'), dataIndex: 'roleNames', width: 140, render: tags },
      { key: 'courseNames', title: t('courses'), dataIndex: 'courseNames', render: tags },
      { key: 'classNames', title: t('classes'), dataIndex: 'classNames', render: tags },
      { key: 'updateTime', title: t('updateTime'), dataIndex: 'updateTime', width: 170 },
      {
        ...actionsColumn(
          t,
          (row: StaffMember) => ({
            more: [
              { label: t('assign'), permission: PEOPLE_PERMS.edit, onClick: () => setMember(row) },
              {
                label: t('clear'),
                permission: PEOPLE_PERMS.remove,
                disabled: !row.courseIds.length,
                onClick: () => void askClear(row),
              },
            ],
          }),
          200,
        ),
        fixed: 'right' as const,
      },
    ];
  }, [t, manySchools, clear]);
  const visibility = useColumnVisibility('admin-people', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list}>
        <SchoolFilter schools={schools} />
      </SearchForm>
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility} />
      <ListTable<StaffMember>
        rowKey="userId"
        list={list}
        result={result}
        columns={visibility.visible}
        scrollX={manySchools ? 1200 : 1000}
        nameColumn="name"
      />
      <AssignmentDialog member={member} onSubmit={save} onClose={() => setMember(null)} />
    </Card>
  );
}
