import { useMemo } from 'react';
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/components/DictTag';
import {
  actionsColumn,
  AddButton,
  confirmDelete,
  defineFilters,
  ExportButton,
  ListTable,
  SearchForm,
  StatusSwitch,
  TableToolbar,
  useColumnVisibility,
  useInvalidate,
  useListAction,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { useAccess } from '@/hooks/useAccess';
import { dictLabel, useDict } from '@/hooks/useDict';
import { currentLanguage } from '@/i18n';
import { useCurrentPage } from '@/router/current-page';
import { inLanguage } from '@/utils/bilingual';
import { changeSchoolStatus, deleteSchools, listSchools } from './api';
import { DEVELOPER_FIELD, DeveloperFilter } from './DeveloperFilter';
import { schoolEditorPath } from './paths';
import { SCHOOL_PERMS } from './perms';
import { schoolKeys } from './queries';
import type { SchoolListRow } from './types';

const FILTERS = defineFilters([
  { name: 'schoolName', kind: 'text', label: 'school:schoolName' },
  { name: 'schoolType', kind: 'dict', label: 'school:schoolType', dictType: 'school_type' },
  { name: 'schoolStage', kind: 'dict', label: 'school:schoolStage', dictType: 'school_stage' },
  { name: DEVELOPER_FIELD, kind: 'custom', label: 'school:developer' },
  { name: 'status', kind: 'dict', label: 'widgets:list.status', dictType: 'sys_normal_disable' },
]);

/** The counts the list shows, each a narrow numeric column. */
const COUNTS = [
  'classCount',
  'courseCount',
  'experimentCount',
  'toolCount',
  'adminCount',
  'principalCount',
  'teacherCount',
] as const;

/** `admin/school/index`: the schools the user sees, filtered by name, type, stage, business developer and status. */
export default function SchoolPage() {
  const { t } = useTranslation('school');
  const language = currentLanguage();
  const navigate = useNavigate();
  const { can } = useAccess();
  const types = useDict('school_type');
  const stages = useDict('school_stage');
  const screenName = useCurrentPage().page.meta.title ?? t('listTitle');
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(schoolKeys.list(), listSchools, list.query);
  const invalidate = useInvalidate(schoolKeys.all);
  const remove = useListAction(schoolKeys.all, deleteSchools, t('widgets:list.deleted'));

  const columns = useMemo((): ListColumns<SchoolListRow> => {
    const nameOf = (s: SchoolListRow) => inLanguage(language, s.schoolName, s.schoolNameEn);
    const managerOf = (s: SchoolListRow) => inLanguage(language, s.manager, s.managerEn);
    const stagesOf = (s: SchoolListRow) =>
      s.schoolStage
        .split(',')
        .filter(Boolean)
        .map((v) => dictLabel(stages, v))
        .join(', ');
    const askDelete = async (school: SchoolListRow) => {
      if (await confirmDelete(nameOf(school))) await remove([school.schoolId]);
    };
    return [
      { key: 'schoolName', title: t('schoolName'), width: 240, render: (_, s) => nameOf(s), exportValue: nameOf },
      {
        key: 'schoolType',
        title: t('schoolType'),
        width: 150,
        render: (_, s) => <DictTag options={types} value={s.schoolType} />,
        exportValue: (s) => dictLabel(types, s.schoolType),
      },
      {
        key: 'schoolStage',
        title: t('schoolStage'),
        width: 160,
        render: (_, s) => <DictTag options={stages} value={s.schoolStage} />,
        exportValue: stagesOf,
      },
      { key: 'manager', title: t('manager'), width: 200, render: (_, s) => managerOf(s), exportValue: managerOf },
      { key: 'bdName', title: t('developer'), dataIndex: 'bdName', width: 150 },
      ...COUNTS.map((field) => ({ key: field, title: t(`count.${field}`), dataIndex: field, width: 90 })),
      {
        key: 'status',
        title: t('widgets:list.status'),
        width: 90,
        render: (_, s) => (
          <StatusSwitch
            status={s.status}
            name={nameOf(s)}
            disabled={!can(SCHOOL_PERMS.edit)}
            onChange={(status) => changeSchoolStatus(s.schoolId, status).then(invalidate)}
          />
        ),
        exportValue: (s) => t(s.status === '0' ? 'enabled' : 'disabled'),
      },
      {
        ...actionsColumn(t, (s: SchoolListRow) => ({
          edit: { permission: SCHOOL_PERMS.edit, onClick: () => void navigate(schoolEditorPath(s.schoolId)) },
          remove: { permission: SCHOOL_PERMS.remove, onClick: () => void askDelete(s) },
        })),
        fixed: 'right',
      },
    ];
  }, [t, language, types, stages, can, navigate, invalidate, remove]);

  const visibility = useColumnVisibility('admin-school', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list} controls={{ [DEVELOPER_FIELD]: <DeveloperFilter /> }} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={SCHOOL_PERMS.add} onClick={() => void navigate(schoolEditorPath('new'))} />
        <ExportButton
          permission={SCHOOL_PERMS.export}
          name={screenName}
          fetchPage={listSchools}
          query={list.query}
          columns={visibility.visible}
        />
      </TableToolbar>
      <ListTable<SchoolListRow>
        rowKey="schoolId"
        list={list}
        result={result}
        columns={visibility.visible}
        scrollX={1900}
        nameColumn="schoolName"
      />
    </Card>
  );
}
