import { memo, useMemo, useState } from 'react';
import { Drawer, Form, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormName } from '@/hooks/useFormName';
import {
  defineFilters,
  ListTable,
  SearchForm,
  sortable,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { useDict, dictLabel } from '@/hooks/useDict';
import { usePhoneWidth } from '@/hooks/usePhoneWidth';
import { useClassArea } from '../area';
import { DETAIL_FRESH_MS, studentsKey, studentsPage, useClassScores } from '../queries';
import type { ClassRecord, ClassScores, ClassStudent } from '../types';
import { LazyScoreChart } from './LazyScoreChart';
import { ScoreSummary } from './ScoreSummary';
import styles from './detail.module.css';

interface Props {
  record: ClassRecord | null;
  onClose: () => void;
}

const FILTERS = defineFilters([{ name: 'keyword', kind: 'text', label: 'class:student.keyword' }]);

/**
 * The statistics and the distribution chart of one exam. Memoised: the students' filter and
 * pages below render the detail again, and the chart need not follow them.
 */
const ScoreStatistics = memo(function ScoreStatistics({ scores }: { scores: ClassScores }) {
  const { t } = useTranslation('class');
  const description = t('chart.description', {
    bands: scores.bands
      .map((b) => t('chart.band', { min: b.min, max: b.max, count: b.count }))
      .join(t('nameSeparator')),
  });
  return (
    <section aria-label={t('stats.title')}>
      <h5 className={styles.heading}>{t('stats.title')}</h5>
      <ScoreSummary scores={scores} />
      <h5 className={styles.chartHeading}>{t('chart.title')}</h5>
      <LazyScoreChart bands={scores.bands} countLabel={t('chart.count')} description={description} />
    </section>
  );
});

/** A class's students and their scores in one exam (the class's exam time unless another is chosen). */
function ClassDetail({ record }: { record: ClassRecord }) {
  const { t } = useTranslation('class');
  const formName = useFormName('class-detail');
  const sexes = useDict('sys_user_sex');
  const [examTime, setExamTime] = useState(record.examTime);
  const scores = useClassScores(record.classId, examTime);
  const area = useClassArea();
  const list = useListState({ filters: FILTERS, inUrl: false });
  const students = useListQuery(
    studentsKey(area, record.classId, examTime),
    studentsPage(area, record.classId, examTime),
    list.query,
    { staleTime: DETAIL_FRESH_MS },
  );
  const { orderByColumn, isAsc } = list;
  // Built again only when what they show changes: new columns make the table render every row
  // again, and a filter or a page change renders this detail twice (asking, then answered).
  const columns = useMemo((): ListColumns<ClassStudent> => {
    const sort = { orderByColumn, isAsc };
    return [
      {
        key: 'studentNo',
        title: t('student.studentNo'),
        dataIndex: 'studentNo',
        width: 150,
        ...sortable(sort, 'studentNo'),
      },
      { key: 'name', title: t('student.name'), dataIndex: 'name', width: 160 },
      {
        key: 'sex',
        title: t('student.sex'),
        dataIndex: 'sex',
        width: 80,
        render: (_, row) => dictLabel(sexes, row.sex),
      },
      {
        key: 'score',
        title: t('student.score'),
        dataIndex: 'score',
        width: 100,
        ...sortable(sort, 'score'),
        render: (_, row) => row.score ?? t('student.noScore'),
      },
    ];
  }, [t, sexes, orderByColumn, isAsc]);
  const data = scores.data;
  // The statistics wait for the students' first page: both then draw in one pass (one style and
  // layout of the drawer instead of two), and the two answers come at about the same time.
  const studentsAnswered = !(students.loading && students.rows.length === 0);

  return (
    <div className={styles.detail}>
      <p className={styles.meta}>
        {record.schoolName} · {record.teacherNames.join(t('nameSeparator'))}
      </p>
      <Form name={formName} layout="inline">
        <Form.Item label={t('detail.exam')}>
          <Select
            value={examTime}
            onChange={setExamTime}
            style={{ width: 220 }}
            options={(data?.exams ?? [record.examTime]).map((e) => ({ value: e, label: e }))}
          />
        </Form.Item>
      </Form>
      {data && studentsAnswered ? <ScoreStatistics scores={data} /> : <Spin />}
      <section aria-label={t('detail.students')}>
        <h5 className={styles.heading}>{t('detail.students')}</h5>
        <SearchForm list={list} refresh={students.refresh} />
        <ListTable<ClassStudent>
          rowKey="studentId"
          list={list}
          result={students}
          columns={columns}
          scrollX={490}
          nameColumn="name"
        />
      </section>
    </div>
  );
}

/** The class detail in a wide drawer; a new class starts a fresh detail (exam, filters, page). */
export function ClassDetailDrawer({ record, onClose }: Props) {
  const phone = usePhoneWidth();
  return (
    <Drawer
      title={record?.className}
      open={record !== null}
      onClose={onClose}
      size={phone ? '100%' : 960}
      destroyOnHidden
    >
      {record ? <ClassDetail key={record.classId} record={record} /> : null}
    </Drawer>
  );
}
