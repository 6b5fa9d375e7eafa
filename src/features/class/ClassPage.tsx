import { useMemo, useState } from 'react';
import { Button, Card, Tag } from 'antd';
import { IdSelect } from '@/components/IdSelect';
import { useTranslation } from 'react-i18next';
import {
  actionsColumn,
  AddButton,
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
import { GRADE_OPTIONS } from '@/features/course';
import { ClassDetailDrawer } from './detail/ClassDetailDrawer';
import { ClassDialog } from './ClassDialog';
import { CLASS_PERMS } from './perms';
import { useClassArea } from './area';
import { useClassOptions } from './queries';
import { RosterImport } from './RosterImport';
import type { ClassForm, ClassRecord, RosterKind } from './types';

const NAME_FILTERS = defineFilters([
  { name: 'className', kind: 'text', label: 'class:className' },
  { name: 'grade', kind: 'select', label: 'class:grade', options: GRADE_OPTIONS },
  { name: 'examTime', kind: 'dateRange', label: 'class:examTime', range: 'ExamTime' },
]);
const SCHOOL_FILTER = defineFilters([{ name: 'schoolId', kind: 'custom', label: 'class:school' }]);

/** The file a roster came from, or a warning that the class still lacks it. */
function RosterFile({ name, missing }: { name: string; missing: string }) {
  return name ? <span>{name}</span> : <Tag color="warning">{missing}</Tag>;
}

/**
 * `admin/class/index`: the classes of the schools the user sees (a school filter only for those
 * who see several), their rosters imported from files, and a detail with students and scores.
 */
export default function ClassPage() {
  const { t } = useTranslation('class');
  const options = useClassOptions();
  const schools = useMemo(() => options.data?.schools ?? [], [options.data]);
  const manySchools = schools.length > 1;
  const list = useListState({ filters: manySchools ? [...SCHOOL_FILTER, ...NAME_FILTERS] : NAME_FILTERS });
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
    {
      key: 'className',
      title: t('className'),
      dataIndex: 'className',
      width: 200,
      render: (_, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setDetail(row)}>
          {row.className}
        </Button>
      ),
    },
    ...(manySchools
      ? [{ key: 'schoolName', title: t('school'), dataIndex: 'schoolName', width: 200, ellipsis: true }]
      : []),
    { key: 'grade', title: t('grade'), dataIndex: 'grade', width: 90, ...sortable(list, 'grade') },
    {
      key: 'teachers',
      title: t('teachers'),
      dataIndex: 'teacherNames',
      width: 160,
      render: (_, row) => row.teacherNames.join(t('nameSeparator')),
      exportValue: (row) => row.teacherNames.join(', '),
    },
    { key: 'studentCount', title: t('studentCount'), dataIndex: 'studentCount', width: 100 },
    { key: 'examTime', title: t('examTime'), dataIndex: 'examTime', width: 170, ...sortable(list, 'examTime') },
    {
      key: 'studentFile',
      title: t('studentFile'),
      dataIndex: 'studentFile',
      width: 170,
      ellipsis: true,
      render: (_, row) => <RosterFile name={row.studentFile} missing={t('notImported')} />,
    },
    {
      key: 'scoreFile',
      title: t('scoreFile'),
      dataIndex: 'scoreFile',
      width: 170,
      ellipsis: true,
      render: (_, row) => <RosterFile name={row.scoreFile} missing={t('notImported')} />,
    },
    { key: 'createBy', title: t('createBy'), dataIndex: 'createBy', width: 110 },
    { key: 'updateBy', title: t('updateBy'), dataIndex: 'updateBy', width: 110 },
    { key: 'updateTime', title: t('updateTime'), dataIndex: 'updateTime', width: 170 },
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
      <SearchForm
        list={list}
        controls={{
          schoolId: (
            <IdSelect
              allowClear
              placeholder={t('school')}
              width={220}
              choices={schools.map((s) => ({ value: s.schoolId, label: s.schoolName }))}
            />
          ),
        }}
      />
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
