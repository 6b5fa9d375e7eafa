import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction, CrudScreen, defineFilters, tagsColumn, useCrudList, useListAction } from '@/components/list';
import { people } from './api';
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

/**
 * `admin/people/index`: a school's staff with the courses and classes each is assigned to.
 * School staff see their own school; users who see several schools get a school filter. A row's
 * assignment is set in a dialog or cleared (nothing is added or deleted here).
 */
export default function PeoplePage() {
  const { t } = useTranslation('people');
  const scope = usePeopleOptions(undefined);
  const schools = scope.data?.schools ?? [];
  const manySchools = schools.length > 1;
  const [member, setMember] = useState<StaffMember | null>(null);
  const save = useListAction(peopleKeys.all, people.save, t('saved'));
  const clear = useListAction(peopleKeys.all, people.remove, t('cleared'));
  const askClear = async (row: StaffMember) => {
    if (await confirmAction(t('confirmClear', { name: row.name }))) await clear([row.userId]);
  };
  const crud = useCrudList<StaffMember, never>({
    resource: { list: people.list, idField: 'userId' },
    queryKey: peopleKeys.list(),
    writeKey: peopleKeys.all,
    filters: FILTERS,
    perms: {},
    nameField: 'name',
    tableId: 'admin-people',
    columns: ({ pinnedActions }) => [
      { key: 'name', title: t('name'), dataIndex: 'name', width: 120 },
      { key: 'userName', title: t('userName'), dataIndex: 'userName', width: 120 },
      ...(manySchools ? [{ key: 'schoolName', title: t('school'), dataIndex: 'schoolName', width: 180 }] : []),
      tagsColumn('roleNames', t('roles'), 140),
      tagsColumn('courseNames', t('courses')),
      tagsColumn('classNames', t('classes')),
      { key: 'updateTime', title: t('updateTime'), dataIndex: 'updateTime', width: 170 },
      pinnedActions(
        (row) => ({
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
    ],
    columnDeps: [t, manySchools, clear],
  });

  return (
    <CrudScreen crud={crud} searchFields={<SchoolFilter schools={schools} />} scrollX={manySchools ? 1200 : 1000}>
      <AssignmentDialog member={member} onSubmit={save} onClose={() => setMember(null)} />
    </CrudScreen>
  );
}
