import type { Permission } from '@contract/permissions';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
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
import { useStableCallback } from '@/hooks/useStableCallback';
import { whenIdle } from '@/utils/idle';
import { classColumns, classFilters, ClassSearch } from './class-list';
import { ClassDetailDrawer } from './detail/ClassDetailDrawer';
import { preloadScoreChart } from './detail/LazyScoreChart';
import { useClassArea } from './area';
import { useClassOptions, useOpenClassDetail } from './queries';
import { RosterImport } from './RosterImport';
import type { ClassForm, ClassRecord, RosterKind } from './types';

interface Props {
  perms: Record<'add' | 'edit' | 'remove' | 'import', Permission>;
  /** opens the form of a new class (`null`) or of this class */
  onEdit: (record: ClassRecord | null) => void;
  /** where the column settings are remembered */
  tableId: string;
  /** what the screen adds beside the list (its edit dialog) */
  children?: ReactNode;
}

/**
 * A list of the classes of the schools the user sees (a school filter only for those who see
 * several), their rosters imported from files, and a detail with students and scores, on the
 * class calls of the area around it (`ClassAreaContext`). The classes screen edits in a dialog,
 * the school members' classes on a page: `onEdit` says which.
 */
export function ClassList({ perms, onEdit, tableId, children }: Props) {
  const { t } = useTranslation('class');
  const options = useClassOptions();
  const schools = useMemo(() => options.data?.schools ?? [], [options.data]);
  const manySchools = schools.length > 1;
  const list = useListState({ filters: classFilters(manySchools) });
  const { api, keys } = useClassArea();
  const result = useListQuery(keys.list(), api.listClasses, list.query);
  const [detail, setDetail] = useState<ClassRecord | null>(null);
  const openDetail = useOpenClassDetail(setDetail);
  // a detail's chart library, fetched while the list is idle: the detail then opens without it
  useEffect(() => whenIdle(preloadScoreChart), []);
  const [importing, setImporting] = useState<{ record: ClassRecord; kind: RosterKind } | null>(null);
  const { askDelete, selected, setSelected } = useCrudActions<ClassRecord, ClassForm>({
    key: keys.all,
    idField: 'classId',
    nameField: 'className',
    remove: api.deleteClasses,
  });

  const edit = useStableCallback(onEdit);
  const { orderByColumn, isAsc } = list;
  const columns = useMemo(
    (): ListColumns<ClassRecord> => [
      ...classColumns(t, { orderByColumn, isAsc }, manySchools, openDetail),
      {
        ...actionsColumn(
          t,
          (row: ClassRecord) => ({
            edit: { permission: perms.edit, onClick: () => edit(row) },
            remove: { permission: perms.remove, onClick: () => void askDelete([row]) },
            more: [
              {
                label: t('importStudents'),
                permission: perms.import,
                onClick: () => setImporting({ record: row, kind: 'students' }),
              },
              {
                label: t('importScores'),
                permission: perms.import,
                onClick: () => setImporting({ record: row, kind: 'scores' }),
              },
            ],
          }),
          // edit, delete and More side by side, in either language
          200,
        ),
        fixed: 'right',
      },
    ],
    [t, orderByColumn, isAsc, manySchools, openDetail, perms, edit, askDelete],
  );
  const visibility = useColumnVisibility(tableId, columns);

  return (
    <Card variant="borderless">
      <ClassSearch list={list} schools={schools} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={perms.add} onClick={() => onEdit(null)} />
        <DeleteSelectedButton
          permission={perms.remove}
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
      {children}
      <RosterImport target={importing} onClose={() => setImporting(null)} />
      <ClassDetailDrawer record={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
