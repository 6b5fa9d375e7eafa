import { Button, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { IdSelect } from '@/components/IdSelect';
import { defineFilters, SearchForm, sortable, type ListColumns, type ListState } from '@/components/list';
import { GRADE_OPTIONS } from '@/features/course';
import type { ClassOptions, ClassRecord } from './types';

// The pieces of a class list, shared by the classes screen and the school members' classes.

const NAME_FILTERS = defineFilters([
  { name: 'className', kind: 'text', label: 'class:className' },
  { name: 'grade', kind: 'select', label: 'class:grade', options: GRADE_OPTIONS },
  { name: 'examTime', kind: 'dateRange', label: 'class:examTime', range: 'ExamTime' },
]);
const SCHOOL_FILTER = defineFilters([{ name: 'schoolId', kind: 'custom', label: 'class:school' }]);

/** The filters of a class list; a school filter only for those who see several schools. */
export const classFilters = (manySchools: boolean) =>
  manySchools ? [...SCHOOL_FILTER, ...NAME_FILTERS] : NAME_FILTERS;

/** The search form of a class list (`classFilters`), with its school choice. */
export function ClassSearch({ list, schools }: { list: ListState; schools: ClassOptions['schools'] }) {
  const { t } = useTranslation('class');
  return (
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
  );
}

/** The file a roster came from, or a warning that the class still lacks it. */
function RosterFile({ name, missing }: { name: string; missing: string }) {
  return name ? <span>{name}</span> : <Tag color="warning">{missing}</Tag>;
}

/**
 * The columns of a class list (the classes screen, the school members' classes), without the
 * actions: the name opens the class (`onOpen`), the school shows only to those who see several.
 * `t` is the `class` namespace's.
 */
export function classColumns(
  t: TFunction,
  list: Pick<ListState, 'orderByColumn' | 'isAsc'>,
  manySchools: boolean,
  onOpen: (row: ClassRecord) => void,
): ListColumns<ClassRecord> {
  return [
    {
      key: 'className',
      title: t('className'),
      dataIndex: 'className',
      width: 200,
      render: (_, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(row)}>
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
  ];
}
