import { useMemo } from 'react';
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
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
import { currentLanguage } from '@/i18n';
import { useCurrentPage } from '@/router/current-page';
import { inLanguage } from '@/utils/bilingual';
import { changeCourseStatus, deleteCourses, listCourses } from './api';
import { CourseCover } from './CourseCover';
import { DISCIPLINE_FIELD, DisciplineFilter, SUBJECT_FIELD, SubjectFilter } from './DisciplineFilters';
import { GRADE_OPTIONS, gradeRange } from './grades';
import { preloadCourseEditor } from './editor/preload';
import { courseDetailPath, courseEditorPath, courseFeedbackPath } from './paths';
import { COURSE_PERMS } from './perms';
import { courseKeys, usePrefetchCourse } from './queries';
import type { CourseListRow } from './types';

const FILTERS = defineFilters([
  { name: 'title', kind: 'text', label: 'course:title' },
  { name: DISCIPLINE_FIELD, kind: 'custom', label: 'course:discipline' },
  { name: SUBJECT_FIELD, kind: 'custom', label: 'course:subject' },
  { name: 'grade', kind: 'select', label: 'course:gradeFilter', options: GRADE_OPTIONS, width: 120 },
  { name: 'status', kind: 'dict', label: 'widgets:list.status', dictType: 'sys_normal_disable' },
]);

/** `admin/course/index`: the course catalogue, filtered by title, discipline, subject, grade and status. */
export default function CoursePage() {
  const { t } = useTranslation('course');
  const language = currentLanguage();
  const navigate = useNavigate();
  const { can } = useAccess();
  const screenName = useCurrentPage().page.meta.title ?? t('listTitle');
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(courseKeys.list(), listCourses, list.query);
  const invalidate = useInvalidate(courseKeys.all);
  const remove = useListAction(courseKeys.all, deleteCourses, t('widgets:list.deleted'));
  const prefetchCourse = usePrefetchCourse();

  // Built once per language and permission set: new columns would make the table render every
  // cell again on each filter, page and loading change, not only the rows that changed.
  const columns = useMemo((): ListColumns<CourseListRow> => {
    const titleOf = (c: CourseListRow) => inLanguage(language, c.title, c.titleEn);
    const askDelete = async (course: CourseListRow) => {
      if (await confirmDelete(titleOf(course))) await remove([course.courseId]);
    };

    return [
      {
        key: 'cover',
        title: t('cover'),
        width: 90,
        render: (_, c) => <CourseCover cover={c.cover} title={titleOf(c)} />,
      },
      {
        key: 'title',
        title: t('title'),
        width: 240,
        render: (_, c) => titleOf(c),
        exportValue: titleOf,
      },
      {
        key: 'discipline',
        title: t('discipline'),
        width: 110,
        render: (_, c) => inLanguage(language, c.disciplineName, c.disciplineNameEn),
        exportValue: (c) => inLanguage(language, c.disciplineName, c.disciplineNameEn),
      },
      {
        key: 'subject',
        title: t('subject'),
        width: 140,
        render: (_, c) => inLanguage(language, c.subjectName, c.subjectNameEn),
        exportValue: (c) => inLanguage(language, c.subjectName, c.subjectNameEn),
      },
      {
        key: 'grades',
        title: t('grades'),
        width: 120,
        render: (_, c) => gradeRange(t, c.gradeStart, c.gradeEnd),
        exportValue: (c) => gradeRange(t, c.gradeStart, c.gradeEnd),
      },
      { key: 'classHours', title: t('classHours'), dataIndex: 'classHours', width: 90 },
      { key: 'lessonCount', title: t('lessonCount'), dataIndex: 'lessonCount', width: 90 },
      { key: 'schoolCount', title: t('schoolCount'), dataIndex: 'schoolCount', width: 90 },
      { key: 'feedbackCount', title: t('feedbackCount'), dataIndex: 'feedbackCount', width: 90 },
      {
        key: 'status',
        title: t('widgets:list.status'),
        width: 90,
        render: (_, c) => (
          <StatusSwitch
            status={c.status}
            name={titleOf(c)}
            disabled={!can(COURSE_PERMS.edit)}
            onChange={(status) => changeCourseStatus(c.courseId, status).then(invalidate)}
          />
        ),
        exportValue: (c) => t(c.status === '0' ? 'enabled' : 'disabled'),
      },
      {
        key: 'updateTime',
        title: t('updateTime'),
        width: 170,
        render: (_, c) => c.updateTime || c.createTime,
        exportValue: (c) => c.updateTime || c.createTime,
      },
      {
        ...actionsColumn(
          t,
          (c: CourseListRow) => ({
            edit: {
              permission: COURSE_PERMS.edit,
              onClick: () => void navigate(courseEditorPath(c.courseId)),
              onIntent: () => {
                preloadCourseEditor();
                prefetchCourse(c.courseId);
              },
            },
            remove: { permission: COURSE_PERMS.remove, onClick: () => void askDelete(c) },
            more: [
              {
                label: t('details'),
                permission: COURSE_PERMS.query,
                onClick: () => void navigate(courseDetailPath(c.courseId)),
              },
              {
                label: t('feedback'),
                permission: COURSE_PERMS.feedback,
                onClick: () => void navigate(courseFeedbackPath(c.courseId)),
              },
            ],
          }),
          200,
        ),
        fixed: 'right',
      },
    ];
  }, [t, language, can, navigate, invalidate, remove, prefetchCourse]);

  const visibility = useColumnVisibility('admin-course', columns);

  return (
    <Card variant="borderless">
      <SearchForm
        list={list}
        controls={{ [DISCIPLINE_FIELD]: <DisciplineFilter />, [SUBJECT_FIELD]: <SubjectFilter /> }}
      />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={COURSE_PERMS.add} onClick={() => void navigate(courseEditorPath('new'))} />
        <ExportButton
          permission={COURSE_PERMS.export}
          name={screenName}
          fetchPage={listCourses}
          query={list.query}
          columns={visibility.visible}
        />
      </TableToolbar>
      <ListTable<CourseListRow>
        rowKey="courseId"
        list={list}
        result={result}
        columns={visibility.visible}
        scrollX={1500}
        nameColumn="title"
      />
    </Card>
  );
}
