import { useMemo, useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  actionsColumn,
  AddButton,
  DeleteSelectedButton,
  ListTable,
  TableToolbar,
  useColumnVisibility,
  useCrudActions,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import {
  ClassDetailDrawer,
  classColumns,
  classFilters,
  ClassSearch,
  RosterImport,
  useClassOptions,
  type ClassForm,
  type ClassRecord,
  type RosterKind,
} from '@/features/class';
import { MEMBER_CLASS_AREA } from './class-area';
import { memberClassEditPath } from './paths';
import { MEMBER_CLASS_PERMS } from './perms';
import { WithMemberClasses } from './WithMemberClasses';

const { api, keys } = MEMBER_CLASS_AREA;

/**
 * `user/member/classIndex`: the classes of the caller's own school (the administrator: every
 * school, with a school filter), edited on their own page, their rosters imported from files, and
 * a detail with students and scores: the classes screen's pieces on the members' calls.
 */
function MemberClassList() {
  const { t } = useTranslation('class');
  const navigate = useNavigate();
  const options = useClassOptions();
  const schools = useMemo(() => options.data?.schools ?? [], [options.data]);
  const manySchools = schools.length > 1;
  const list = useListState({ filters: classFilters(manySchools) });
  const result = useListQuery(keys.list(), api.listClasses, list.query);
  const [detail, setDetail] = useState<ClassRecord | null>(null);
  const [importing, setImporting] = useState<{ record: ClassRecord; kind: RosterKind } | null>(null);
  const { askDelete, selected, setSelected } = useCrudActions<ClassRecord, ClassForm>({
    key: keys.all,
    idField: 'classId',
    nameField: 'className',
    remove: api.deleteClasses,
  });

  const columns: ListColumns<ClassRecord> = [
    ...classColumns(t, list, manySchools, setDetail),
    {
      ...actionsColumn(
        t,
        (row: ClassRecord) => ({
          edit: {
            permission: MEMBER_CLASS_PERMS.edit,
            onClick: () => void navigate(memberClassEditPath(row.classId)),
          },
          remove: { permission: MEMBER_CLASS_PERMS.remove, onClick: () => void askDelete([row]) },
          more: [
            {
              label: t('importStudents'),
              permission: MEMBER_CLASS_PERMS.edit,
              onClick: () => setImporting({ record: row, kind: 'students' }),
            },
            {
              label: t('importScores'),
              permission: MEMBER_CLASS_PERMS.edit,
              onClick: () => setImporting({ record: row, kind: 'scores' }),
            },
          ],
        }),
        // edit, delete and More side by side, in either language
        200,
      ),
      fixed: 'right',
    },
  ];
  const visibility = useColumnVisibility('member-class', columns);

  return (
    <Card variant="borderless">
      <ClassSearch list={list} schools={schools} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={MEMBER_CLASS_PERMS.add} onClick={() => void navigate(memberClassEditPath('new'))} />
        <DeleteSelectedButton
          permission={MEMBER_CLASS_PERMS.remove}
          count={selected.length}
          onClick={() => void askDelete(selected)}
        />
      </TableToolbar>
      <ListTable<ClassRecord>
        rowKey="classId"
        list={list}
        result={result}
        columns={visibility.visible}
        selection={{ selected, onChange: setSelected, label: (r) => r.className }}
        scrollX={1400}
        nameColumn="className"
      />
      <RosterImport target={importing} onClose={() => setImporting(null)} />
      <ClassDetailDrawer record={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}

export default function MemberClassPage() {
  return (
    <WithMemberClasses>
      <MemberClassList />
    </WithMemberClasses>
  );
}
