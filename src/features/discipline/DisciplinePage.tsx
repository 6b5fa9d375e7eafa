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
  sortable,
  TableToolbar,
  useColumnVisibility,
  useCrudActions,
  useEditDialog,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { deleteDisciplines, listDisciplines, saveDiscipline } from './api';
import { DisciplineDialog } from './DisciplineDialog';
import { DISCIPLINE_PERMS } from './perms';
import { disciplineKeys, disciplineListKey } from './queries';
import type { Discipline, DisciplineForm } from './types';
import { useCatalogueSave } from './useCatalogueSave';

const FILTERS = defineFilters([{ name: 'disciplineName', kind: 'text', label: 'discipline:name' }]);

/** `admin/discipline/index`: the disciplines with their subject and course counts. */
export default function DisciplinePage() {
  const { t } = useTranslation('discipline');
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(disciplineListKey, listDisciplines, list.query);
  const { orderByColumn, isAsc } = list;
  const dialog = useEditDialog<Discipline>();
  const { openEdit } = dialog;
  const { save, askDelete, selected, setSelected } = useCrudActions<Discipline, DisciplineForm>({
    key: disciplineKeys.all,
    idField: 'disciplineId',
    nameField: 'disciplineName',
    save: saveDiscipline,
    remove: deleteDisciplines,
  });
  const saveAndRefresh = useCatalogueSave(save);
  const columns = useMemo(
    (): ListColumns<Discipline> => [
      { key: 'disciplineName', title: t('name'), dataIndex: 'disciplineName', ellipsis: true },
      { key: 'disciplineNameEn', title: t('nameEn'), dataIndex: 'disciplineNameEn', ellipsis: true },
      { key: 'sort', title: t('sort'), dataIndex: 'sort', width: 90, ...sortable({ orderByColumn, isAsc }, 'sort') },
      { key: 'subjectCount', title: t('subjectCount'), dataIndex: 'subjectCount', width: 110 },
      { key: 'courseCount', title: t('courseCount'), dataIndex: 'courseCount', width: 110 },
      createTimeColumn(t, { orderByColumn, isAsc }),
      actionsColumn(t, (record: Discipline) => ({
        edit: { permission: DISCIPLINE_PERMS.edit, onClick: () => openEdit(record) },
        remove: { permission: DISCIPLINE_PERMS.remove, onClick: () => void askDelete([record]) },
      })),
    ],
    [t, orderByColumn, isAsc, openEdit, askDelete],
  );
  const visibility = useColumnVisibility('admin-discipline', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={DISCIPLINE_PERMS.add} onClick={dialog.openCreate} />
        <DeleteSelectedButton
          permission={DISCIPLINE_PERMS.remove}
          count={selected.length}
          onClick={() => void askDelete(selected)}
        />
      </TableToolbar>
      <ListTable<Discipline>
        rowKey="disciplineId"
        list={list}
        result={result}
        columns={visibility.visible}
        selection={{ selected, onChange: setSelected, label: (r) => r.disciplineName }}
        scrollX={800}
        nameColumn="disciplineName"
      />
      <DisciplineDialog open={dialog.open} record={dialog.record} onSubmit={saveAndRefresh} onClose={dialog.close} />
    </Card>
  );
}
