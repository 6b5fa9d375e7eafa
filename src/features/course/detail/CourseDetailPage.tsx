import { Button, Card, Result, Space } from 'antd';
import { CloseOutlined, EditOutlined, MessageOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Access } from '@/components/Access';
import PageLoading from '@/components/PageLoading';
import { useClosePage } from '@/hooks/useClosePage';
import { currentLanguage } from '@/i18n';
import { useRecordId } from '@/router/current-page';
import { inLanguage } from '@/utils/bilingual';
import { COURSE_LIST_PATH, courseEditorPath, courseFeedbackPath } from '../paths';
import { COURSE_PERMS } from '../perms';
import { useCourseDetail } from '../queries';
import { CourseInfo } from './CourseInfo';
import { CourseLessons } from './CourseLessons';
import { CourseResources } from './CourseResources';
import { CourseSchools } from './CourseSchools';
import { DownloadAllButton } from './DownloadAllButton';
import { LoadFailed } from '@/components/LoadFailed';

/**
 * `admin/course/detail` at /admin/course/detail/{courseId}: everything about one course: its
 * information, resources, lessons with their files, the schools using it, and all of its
 * downloadable files as one zip.
 */
export default function CourseDetailPage() {
  const { t } = useTranslation('course');
  const courseId = useRecordId('courseId');
  const course = useCourseDetail(courseId);
  const navigate = useNavigate();
  const closePage = useClosePage();

  if (courseId === null) return <Result status="404" subTitle={t('detail.unknown')} />;
  if (course.isError) {
    return <LoadFailed error={course.error} notFound={t('detail.unknown')} onRetry={() => void course.refetch()} />;
  }
  if (!course.data) return <PageLoading />;
  const c = course.data;
  const title = inLanguage(currentLanguage(), c.title, c.titleEn);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        variant="borderless"
        title={title}
        extra={
          <Space wrap>
            <DownloadAllButton courseId={c.courseId} title={title} />
            <Access permission={COURSE_PERMS.feedback}>
              <Button icon={<MessageOutlined />} onClick={() => void navigate(courseFeedbackPath(c.courseId))}>
                {t('feedback')}
              </Button>
            </Access>
            <Access permission={COURSE_PERMS.edit}>
              <Button icon={<EditOutlined />} onClick={() => void navigate(courseEditorPath(c.courseId))}>
                {t('widgets:list.edit')}
              </Button>
            </Access>
            <Button icon={<CloseOutlined />} onClick={() => void closePage(COURSE_LIST_PATH)}>
              {t('detail.back')}
            </Button>
          </Space>
        }
      >
        <CourseInfo course={c} />
      </Card>
      <Card variant="borderless" title={t('detail.resources')}>
        <CourseResources course={c} />
      </Card>
      <Card variant="borderless" title={t('detail.lessons', { count: c.lessons.length })}>
        <CourseLessons lessons={c.lessons} />
      </Card>
      <Card variant="borderless" title={t('detail.schools')}>
        <CourseSchools courseId={c.courseId} courseTitle={title} />
      </Card>
    </Space>
  );
}
