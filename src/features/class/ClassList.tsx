import type { Permission } from '@contract/permissions';
import { useEffect, useMemo, useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudToolbar, ListTable, useCrudList } from '@/components/list';
import { whenIdle } from '@/utils/idle';
import { classColumns, classFilters, ClassSearch } from './class-list';
import { ClassDialog } from './ClassDialog';
import { ClassDetailDrawer } from './detail/ClassDetailDrawer';
import { preloadScoreChart } from './detail/LazyScoreChart';
import { useClassArea } from './area';
import { useClassOptions, useOpenClassDetail } from './queries';
import { RosterImport } from './RosterImport';
import type { ClassForm, ClassRecord, RosterKind } from './types';

interface Props {
  perms: Record<'add' | 'edit' | 'remove' | 'import', Permission>;
  /** where the column settings are remembered */
  tableId: string;
  /** a class added and edited on a page of its own; without it, in the class dialog */
  editor?: { create: () => void; edit: (record: ClassRecord) => void };
}

/**
 * A list of the classes of the schools the user sees (a school filter only for those who see
 * several), their rosters imported from files, and a detail with students and scores, on the
 * class calls of the area around it (`ClassAreaContext`). The classes screen edits in a dialog,
 * the school members' classes on a page (`editor`).
 */
export function ClassList({ perms, tableId, editor }: Props) {
  const { t } = useTranslation('class');
  const options = useClassOptions();
  const schools = useMemo(() => options.data?.schools ?? [], [options.data]);
  const manySchools = schools.length > 1;
  const { api, keys } = useClassArea();
  const [detail, setDetail] = useState<ClassRecord | null>(null);
  const openDetail = useOpenClassDetail(setDetail);
  // a detail's chart library, fetched while the list is idle: the detail then opens without it
  useEffect(() => whenIdle(preloadScoreChart), []);
  const [importing, setImporting] = useState<{ record: ClassRecord; kind: RosterKind } | null>(null);
  const crud = useCrudList<ClassRecord, ClassForm>({
    resource: api,
    queryKey: keys.list(),
    writeKey: keys.all,
    filters: classFilters(manySchools),
    perms,
    nameField: 'className',
    editor,
    tableId,
    columns: ({ sort, actions }) => [
      ...classColumns(t, sort, manySchools, openDetail),
      {
        ...actions(
          (row) => ({
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
    columnDeps: [t, manySchools, openDetail, perms.import],
  });

  return (
    <Card variant="borderless">
      <ClassSearch list={crud.list} schools={schools} />
      <CrudToolbar {...crud.toolbar} />
      <ListTable {...crud.table} scrollX={1400} />
      {editor ? null : <ClassDialog {...crud.editDialog} options={options.data} />}
      <RosterImport target={importing} onClose={() => setImporting(null)} />
      <ClassDetailDrawer record={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
