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
import { deleteLeaders, listLeaders, saveLeader } from './api';
import { DisciplineSelect } from './DisciplineSelect';
import { LeaderDialog } from './LeaderDialog';
import { LEADER_PERMS } from './perms';
import { disciplineKeys, leaderListKey } from './queries';
import type { DisciplineLeader, LeaderForm } from './types';

const FILTERS = defineFilters([
  { name: 'leaderName', kind: 'text', label: 'discipline:leader' },
  { name: 'disciplineId', kind: 'custom', label: 'discipline:discipline' },
]);

/** `admin/disciplineleader/index`: which account leads which discipline. */
export default function LeaderPage() {
  const { t } = useTranslation('discipline');
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(leaderListKey, listLeaders, list.query);
  const { orderByColumn, isAsc } = list;
  const dialog = useEditDialog<DisciplineLeader>();
  const { openEdit } = dialog;
  const { save, askDelete, selected, setSelected } = useCrudActions<DisciplineLeader, LeaderForm>({
    key: disciplineKeys.all,
    idField: 'leaderId',
    nameField: 'leaderName',
    save: saveLeader,
    remove: deleteLeaders,
  });
  const columns = useMemo(
    (): ListColumns<DisciplineLeader> => [
      { key: 'leaderName', title: t('leader'), dataIndex: 'leaderName', width: 140 },
      { key: 'userName', title: t('userName'), dataIndex: 'userName', width: 140 },
      { key: 'disciplineName', title: t('discipline'), dataIndex: 'disciplineName', ellipsis: true },
      createTimeColumn(t, { orderByColumn, isAsc }),
      actionsColumn(t, (record: DisciplineLeader) => ({
        edit: { permission: LEADER_PERMS.edit, onClick: () => openEdit(record) },
        remove: { permission: LEADER_PERMS.remove, onClick: () => void askDelete([record]) },
      })),
    ],
    [t, orderByColumn, isAsc, openEdit, askDelete],
  );
  const visibility = useColumnVisibility('admin-discipline-leader', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list} controls={{ disciplineId: <DisciplineSelect allowClear width={160} /> }} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={LEADER_PERMS.add} onClick={dialog.openCreate} />
        <DeleteSelectedButton
          permission={LEADER_PERMS.remove}
          count={selected.length}
          onClick={() => void askDelete(selected)}
        />
      </TableToolbar>
      <ListTable<DisciplineLeader>
        rowKey="leaderId"
        list={list}
        result={result}
        columns={visibility.visible}
        selection={{ selected, onChange: setSelected, label: (r) => `${r.leaderName} · ${r.disciplineName}` }}
        scrollX={700}
        nameColumn="leaderName"
      />
      <LeaderDialog open={dialog.open} record={dialog.record} onSubmit={save} onClose={dialog.close} />
    </Card>
  );
}
