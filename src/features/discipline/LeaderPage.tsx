import { useTranslation } from 'react-i18next';
import { createTimeColumn, CrudScreen, defineFilters, useCrudList } from '@/components/list';
import { leaders } from './api';
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
  const crud = useCrudList<DisciplineLeader, LeaderForm>({
    resource: leaders,
    queryKey: leaderListKey,
    writeKey: disciplineKeys.all,
    filters: FILTERS,
    perms: LEADER_PERMS,
    nameField: 'leaderName',
    rowLabel: (r) => `${r.leaderName} · ${r.disciplineName}`,
    tableId: 'admin-discipline-leader',
    columns: ({ sort, actions }) => [
      { key: 'leaderName', title: t('leader'), dataIndex: 'leaderName', width: 140 },
      { key: 'userName', title: t('userName'), dataIndex: 'userName', width: 140 },
      { key: 'disciplineName', title: t('discipline'), dataIndex: 'disciplineName', ellipsis: true },
      createTimeColumn(t, sort),
      actions(),
    ],
    columnDeps: [t],
  });

  return (
    <CrudScreen crud={crud} controls={{ disciplineId: <DisciplineSelect allowClear width={160} /> }} scrollX={700}>
      <LeaderDialog {...crud.editDialog} />
    </CrudScreen>
  );
}
