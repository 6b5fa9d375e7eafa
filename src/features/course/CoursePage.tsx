import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CrudScreen, defineFilters, nameColumn, pictureColumn, textColumn, useCrudList } from '@/components/list';
import { currentLanguage } from '@/i18n';
import { useScreenName } from '@/router/current-page';
import { inLanguage } from '@/utils/bilingual';
import { changeCourseStatus, courses } from './api';
import { CourseCover } from './CourseCover';
import { DISCIPLINE_FIELD, DisciplineFilter, SUBJECT_FIELD, SubjectFilter } from './DisciplineFilters';
import { GRADE_OPTIONS, gradeRange } from './grades';
import { preloadCourseEditor } from './editor/preload';
import { courseDetailPath, courseEditorPath, courseFeedbackPath } from './paths';
import { COURSE_PERMS } from './perms';
import { courseKeys, usePrefetchCourse } from './queries';
import type { CourseForm, CourseListRow } from './types';

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
  const prefetchCourse = usePrefetchCourse();
  const titleOf = (c: CourseListRow) => inLanguage(language, c.title, c.titleEn);
  const crud = useCrudList<CourseListRow, CourseForm>({
    resource: courses, // saved by its editor page
    queryKey: courseKeys.list(),
    writeKey: courseKeys.all,
    filters: FILTERS,
    perms: COURSE_PERMS,
    nameField: 'title',
    nameOf: titleOf,
    selectable: false,
    editorPath: courseEditorPath,
    tableId: 'admin-course',
    exportName: useScreenName(t('listTitle')),
    columns: ({ pinnedActions, status }) => [
      pictureColumn('cover', t('cover'), 90, (c: CourseListRow) => <CourseCover cover={c.cover} title={titleOf(c)} />),
      textColumn('title', t('title'), 240, titleOf),
      nameColumn('discipline', t('discipline'), 110, 'disciplineName', language),
      nameColumn('subject', t('subject'), 140, 'subjectName', language),
      textColumn('grades', t('grades'), 120, (c) => gradeRange(t, c.gradeStart, c.gradeEnd)),
      { key: 'classHours', title: t('classHours'), dataIndex: 'classHours', width: 90 },
      { key: 'lessonCount', title: t('lessonCount'), dataIndex: 'lessonCount', width: 90 },
      { key: 'schoolCount', title: t('schoolCount'), dataIndex: 'schoolCount', width: 90 },
      { key: 'feedbackCount', title: t('feedbackCount'), dataIndex: 'feedbackCount', width: 90 },
      status((c, value) => changeCourseStatus(c.courseId, value), {
        nameOf: titleOf,
        exportValue: (c) => t(c.status === '0' ? 'enabled' : 'disabled'),
      }),
      textColumn('updateTime', t('updateTime'), 170, (c) => c.updateTime || c.createTime),
      pinnedActions(
        (c) => ({
          edit: {
            permission: COURSE_PERMS.edit,
            onClick: () => void navigate(courseEditorPath(c.courseId)),
            onIntent: () => {
              preloadCourseEditor();
              prefetchCourse(c.courseId);
            },
          },
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
    ],
    // Built once per language and permission set: new columns would make the table render every
    // cell again on each filter, page and loading change, not only the rows that changed.
    columnDeps: [t, language, navigate, prefetchCourse],
  });

  return (
    <CrudScreen
      crud={crud}
      controls={{ [DISCIPLINE_FIELD]: <DisciplineFilter />, [SUBJECT_FIELD]: <SubjectFilter /> }}
      scrollX={1500}
    />
  );
}
