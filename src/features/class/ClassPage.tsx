import { useMemo, useState } from 'react';
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
  useEditDialog,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { classColumns, classFilters, ClassSearch } from './class-list';
import { ClassDetailDrawer } from './detail/ClassDetailDrawer';
import { ClassDialog } from './ClassDialog';
import { CLASS_PERMS } from './perms';
import { useClassArea } from './area';
import { useClassOptions } from './queries';
import { RosterImport } from './RosterImport';
import type { ClassForm, ClassRecord, RosterKind } from './types';

/**
 * `admin/class/index`: the classes of the schools the user sees (a school filter only for those
 * who see several), their rosters imported from files, and a detail with students and scores.
 */
export default function ClassPage() {
  const { t } = useTranslation('class');
  const options = useClassOptions();
  const schools = useMemo(() => options.data?.schools ?? [], [options.data]);
  const manySchools = schools.length > 1;
  const list = useListState({ filters: classFilters(manySchools) });
  const { api, keys } = useClassArea();
  const result = useListQuery(keys.list(), api.listClasses, list.query);
  const dialog = useEditDialog<ClassRecord>();
  const [detail, setDetail] = useState<ClassRecord | null>(null);
  const [importing, setImporting] = useState<{ record: ClassRecord; kind: RosterKind } | null>(null);
  const { save, askDelete, selected, setSelected } = useCrudActions<ClassRecord, ClassForm>({
    key: keys.all,
    idField: 'classId',
    nameField: 'className',
    save: api.saveClass,
    remove: api.deleteClasses,
  });

  const columns: ListColumns<ClassRecord> = [
    ...classColumns(t, list, manySchools, setDetail),
    {
      ...actionsColumn(
        t,
        (row: ClassRecord) => ({
          edit: { permission: CLASS_PERMS.edit, onClick: () => dialog.openEdit(row) },
          remove: { permission: CLASS_PERMS.remove, onClick: () => void askDelete([row]) },
          more: [
            {
              label: t('importStudents'),
              permission: CLASS_PERMS.import,
              onClick: () => setImporting({ record: row, kind: 'students' }),
            },
            {
              label: t('importScores'),
              permission: CLASS_PERMS.import,
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
  const visibility = useColumnVisibility('admin-class', columns);

  return (
    <Card variant="borderless">
      <ClassSearch list={list} schools={schools} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={CLASS_PERMS.add} onClick={dialog.openCreate} />
        <DeleteSelectedButton
          permission={CLASS_PERMS.remove}
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
      <ClassDialog
        open={dialog.open}
        record={dialog.record}
        options={options.data}
        onSubmit={save}
        onClose={dialog.close}
      />
      <RosterImport target={importing} onClose={() => setImporting(null)} />
      <ClassDetailDrawer record={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
