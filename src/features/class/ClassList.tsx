import type { Permission } from '@contract/permissions';
import { useEffect, useMemo, useState } from 'react';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { IdSelect } from '@/components/IdSelect';
import { CrudScreen, defineFilters, fieldColumn, useCrudList } from '@/components/list';
import { GRADE_OPTIONS } from '@/features/course';
import { whenIdle } from '@/utils/idle';
import { ClassDialog } from './ClassDialog';
import { ClassDetailDrawer } from './detail/ClassDetailDrawer';
import { preloadScoreChart } from './detail/LazyScoreChart';
import { useClassArea } from './area';
import { useClassOptions, useOpenClassDetail } from './queries';
import { RosterImport } from './RosterImport';
import type { ClassForm, ClassRecord, RosterKind } from './types';

const NAME_FILTERS = defineFilters([
  { name: 'className', kind: 'text', label: 'class:className' },
  { name: 'grade', kind: 'select', label: 'class:grade', options: GRADE_OPTIONS },
  { name: 'examTime', kind: 'dateRange', label: 'class:examTime', range: 'ExamTime' },
]);
/** a school filter only for those who see several schools */
const SCHOOL_FILTERS = defineFilters([{ name: 'schoolId', kind: 'custom', label: 'class:school' }, ...NAME_FILTERS]);

/** The file a roster came from, or a warning that the class still lacks it. */
function RosterFile({ name, missing }: { name: string; missing: string }) {
  return name ? <span>{name}</span> : <Tag color="warning">{missing}</Tag>;
}

interface Props {
  perms: Record<'add' | 'edit' | 'remove' | 'import', Permission>;
  /** where the column settings are remembered */
  tableId: string;
  /** a class added and edited on a page of its own; without it, in the class dialog */
  editorPath?: (id: number | 'new') => string;
}

/**
 * A list of the classes of the schools the user sees (a school filter and column only for those
 * who see several), their rosters imported from files, and a detail with students and scores
 * (the name opens it), on the class calls of the area around it (`ClassAreaContext`). The
 * classes screen edits in a dialog, the school members' classes on a page (`editorPath`).
 */
export function ClassList({ perms, tableId, editorPath }: Props) {
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
  const importAction = (record: ClassRecord, kind: RosterKind) => ({
    label: t(kind === 'students' ? 'importStudents' : 'importScores'),
    permission: perms.import,
    onClick: () => setImporting({ record, kind }),
  });
  const crud = useCrudList<ClassRecord, ClassForm>({
    resource: api,
    queryKey: keys.list(),
    writeKey: keys.all,
    filters: manySchools ? SCHOOL_FILTERS : NAME_FILTERS,
    perms,
    nameField: 'className',
    editorPath,
    tableId,
    columns: ({ sort, pinnedActions }) => [
      {
        key: 'className',
        title: t('className'),
        dataIndex: 'className',
        width: 200,
        render: (_, row) => (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openDetail(row)}>
            {row.className}
          </Button>
        ),
      },
      ...(manySchools
        ? [{ key: 'schoolName', title: t('school'), dataIndex: 'schoolName', width: 200, ellipsis: true }]
        : []),
      fieldColumn('grade', t('grade'), { width: 90, sort }),
      {
        key: 'teachers',
        title: t('teachers'),
        dataIndex: 'teacherNames',
        width: 160,
        render: (_, row) => row.teacherNames.join(t('nameSeparator')),
        exportValue: (row) => row.teacherNames.join(', '),
      },
      { key: 'studentCount', title: t('studentCount'), dataIndex: 'studentCount', width: 100 },
      fieldColumn('examTime', t('examTime'), { width: 170, sort }),
      ...(['studentFile', 'scoreFile'] as const).map((file) => ({
        key: file,
        title: t(file),
        dataIndex: file,
        width: 170,
        ellipsis: true,
        render: (_: unknown, row: ClassRecord) => <RosterFile name={row[file]} missing={t('notImported')} />,
      })),
      { key: 'createBy', title: t('createBy'), dataIndex: 'createBy', width: 110 },
      { key: 'updateBy', title: t('updateBy'), dataIndex: 'updateBy', width: 110 },
      { key: 'updateTime', title: t('updateTime'), dataIndex: 'updateTime', width: 170 },
      // edit, delete and More side by side, in either language
      pinnedActions((row) => ({ more: [importAction(row, 'students'), importAction(row, 'scores')] }), 200),
    ],
    columnDeps: [t, manySchools, openDetail, perms.import],
  });

  return (
    <CrudScreen
      crud={crud}
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
      scrollX={1400}
    >
      {editorPath ? null : <ClassDialog {...crud.editDialog} options={options.data} />}
      <RosterImport target={importing} onClose={() => setImporting(null)} />
      <ClassDetailDrawer record={detail} onClose={() => setDetail(null)} />
    </CrudScreen>
  );
}
