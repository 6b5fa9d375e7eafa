import { useTranslation } from 'react-i18next';
import { CrudScreen, defineFilters, dictColumn, nameColumn, textColumn, useCrudList } from '@/components/list';
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
    columns: ({ pinnedActions, status }) => [
      textColumn('schoolName', t('schoolName'), 240, nameOf),
      dictColumn('schoolType', t('schoolType'), types, 150),
      // several stages, each a tag; the export names them all
      { ...dictColumn('schoolStage', t('schoolStage'), stages, 160), exportValue: stagesOf },
      nameColumn('manager', t('manager'), 200, 'manager', language),
      { key: 'bdName', title: t('developer'), dataIndex: 'bdName', width: 150 },
      ...COUNTS.map((field) => ({ key: field, title: t(`count.${field}`), dataIndex: field, width: 90 })),
      status((s, value) => changeSchoolStatus(s.schoolId, value), {
        nameOf,
        exportValue: (s) => t(s.status === '0' ? 'enabled' : 'disabled'),
      }),
      pinnedActions(),
    ],
    // Built once per language: new columns would draw every cell again on each page and filter.
    columnDeps: [t, language, types, stages],
  });

  return <CrudScreen crud={crud} controls={{ [DEVELOPER_FIELD]: <DeveloperFilter /> }} scrollX={1900} />;
}
