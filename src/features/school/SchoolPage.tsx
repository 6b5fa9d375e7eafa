import { useTranslation } from 'react-i18next';
import { DictTag } from '@/components/DictTag';
import { CrudScreen, defineFilters, useCrudList } from '@/components/list';
import { dictLabel, useDict } from '@/hooks/useDict';
import { currentLanguage } from '@/i18n';
import { useScreenName } from '@/router/current-page';
import { inLanguage } from '@/utils/bilingual';
import { changeSchoolStatus, schools } from './api';
import { DEVELOPER_FIELD, DeveloperFilter } from './DeveloperFilter';
import { schoolEditorPath } from './paths';
import { SCHOOL_PERMS } from './perms';
import { schoolKeys } from './queries';
import type { SchoolListRow, SchoolSave } from './types';

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
  const types = useDict('school_type');
  const stages = useDict('school_stage');
  const nameOf = (s: SchoolListRow) => inLanguage(language, s.schoolName, s.schoolNameEn);
  const managerOf = (s: SchoolListRow) => inLanguage(language, s.manager, s.managerEn);
  const stagesOf = (s: SchoolListRow) =>
    s.schoolStage
      .split(',')
      .filter(Boolean)
      .map((v) => dictLabel(stages, v))
      .join(', ');
  const crud = useCrudList<SchoolListRow, SchoolSave>({
    resource: schools, // saved by its editor page
    queryKey: schoolKeys.list(),
    writeKey: schoolKeys.all,
    filters: FILTERS,
    perms: SCHOOL_PERMS,
    nameField: 'schoolName',
    nameOf,
    selectable: false,
    editorPath: schoolEditorPath,
    tableId: 'admin-school',
    exportName: useScreenName(t('listTitle')),
    columns: ({ actions, status }) => [
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
      status((s, value) => changeSchoolStatus(s.schoolId, value), {
        nameOf,
        exportValue: (s) => t(s.status === '0' ? 'enabled' : 'disabled'),
      }),
      { ...actions(), fixed: 'right' },
    ],
    // Built once per language: new columns would draw every cell again on each page and filter.
    columnDeps: [t, language, types, stages],
  });

  return <CrudScreen crud={crud} controls={{ [DEVELOPER_FIELD]: <DeveloperFilter /> }} scrollX={1900} />;
}
