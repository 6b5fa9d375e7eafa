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
import { deleteSubjects, listSubjects, saveSubject } from './api';
import { DisciplineSelect } from './DisciplineSelect';
import { SUBJECT_PERMS } from './perms';
import { disciplineKeys, subjectListKey } from './queries';
import { SubjectDialog } from './SubjectDialog';
import type { Subject, SubjectForm } from './types';
import { useCatalogueSave } from './useCatalogueSave';

const FILTERS = defineFilters([
  { name: 'disciplineId', kind: 'custom', label: 'discipline:discipline' },
  { name: 'subjectName', kind: 'text', label: 'discipline:subjectName' },
]);

/** `admin/subject/index`: the subjects of every discipline, with how many courses use each. */
export default function SubjectPage() {
  const { t } = useTranslation('discipline');
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(subjectListKey, listSubjects, list.query);
  const { orderByColumn, isAsc } = list;
  const dialog = useEditDialog<Subject>();
  const { openEdit } = dialog;
  const { save, askDelete, selected, setSelected } = useCrudActions<Subject, SubjectForm>({
    key: disciplineKeys.all,
    idField: 'subjectId',
    nameField: 'subjectName',
    save: saveSubject,
    remove: deleteSubjects,
  });
  const saveAndRefresh = useCatalogueSave(save);
  const columns = useMemo(
    (): ListColumns<Subject> => [
      { key: 'disciplineLabel', title: t('discipline'), dataIndex: 'disciplineLabel', width: 140 },
      { key: 'subjectName', title: t('subjectName'), dataIndex: 'subjectName', ellipsis: true },
      { key: 'subjectNameEn', title: t('nameEn'), dataIndex: 'subjectNameEn', ellipsis: true },
      { key: 'sort', title: t('sort'), dataIndex: 'sort', width: 90, ...sortable({ orderByColumn, isAsc }, 'sort') },
      { key: 'courseCount', title: t('courseCount'), dataIndex: 'courseCount', width: 110 },
      createTimeColumn(t, { orderByColumn, isAsc }),
      actionsColumn(t, (record: Subject) => ({
        edit: { permission: SUBJECT_PERMS.edit, onClick: () => openEdit(record) },
        remove: { permission: SUBJECT_PERMS.remove, onClick: () => void askDelete([record]) },
      })),
    ],
    [t, orderByColumn, isAsc, openEdit, askDelete],
  );
  const visibility = useColumnVisibility('admin-subject', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list} controls={{ disciplineId: <DisciplineSelect allowClear width={160} /> }} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={SUBJECT_PERMS.add} onClick={dialog.openCreate} />
        <DeleteSelectedButton
          permission={SUBJECT_PERMS.remove}
          count={selected.length}
          onClick={() => void askDelete(selected)}
        />
      </TableToolbar>
      <ListTable<Subject>
        rowKey="subjectId"
        list={list}
        result={result}
        columns={visibility.visible}
        selection={{ selected, onChange: setSelected, label: (r) => r.subjectName }}
        scrollX={900}
        nameColumn="subjectName"
      />
      <SubjectDialog open={dialog.open} record={dialog.record} onSubmit={saveAndRefresh} onClose={dialog.close} />
    </Card>
  );
}
