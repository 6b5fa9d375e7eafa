import { Button, Card, Result, Typography } from 'antd';
import { ArrowLeftOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Access } from '@/components/Access';
import { FilterSelect } from '@/components/FilterSelect';
import { CrudToolbar, defineFilters, SearchForm } from '@/components/list';
import PageLoading from '@/components/PageLoading';
import { useClosePage } from '@/hooks/useClosePage';
import { useRecordId } from '@/router/current-page';
import { listMessages } from './api';
import { lessonLabel } from './columns';
import { MarkSelectedRead } from './MarkSelectedRead';
import { MessageTable, useMessageList } from './MessageTable';
import { MESSAGE_PERMS } from './perms';
import { messageKeys, useCourseLessons } from './queries';
import { LoadFailed } from '@/components/LoadFailed';

const FILTERS = defineFilters([
  { name: 'lessonId', kind: 'custom', label: 'message:column.lesson', width: 240 },
  { name: 'readFlag', kind: 'dict', label: 'message:column.readFlag', dictType: 'message_read' },
]);
const COURSES = '/admin/course/index';

/**
 * `admin/course/feedback` at /admin/course/feedback/{courseId}: the messages about one course,
 * by class hour and read state; a message opens in the same drawer as on the message screen.
 */
export default function CourseFeedbackPage() {
  const { t } = useTranslation('message');
  const navigate = useNavigate();
  const closePage = useClosePage();
  const courseId = useRecordId('courseId');
  const course = useCourseLessons(courseId);
  const messages = useMessageList({
    list: (query) => listMessages({ ...query, courseId: courseId ?? undefined }),
    queryKey: messageKeys.of('list', 'course', courseId),
    filters: FILTERS,
    tableId: 'admin-course-feedback',
    // One tab per course: the filters stay in memory, the address holds only the course.
    state: { inUrl: false },
    query: { enabled: course.isSuccess },
    oneCourse: true,
  });

  const back = <Button onClick={() => void navigate(COURSES)}>{t('courseFeedback.back')}</Button>;
  if (courseId === null) return <Result status="404" subTitle={t('courseFeedback.noCourse')} extra={back} />;
  if (course.isError) {
    return (
      <LoadFailed
        error={course.error}
        notFound={t('courseFeedback.noCourse')}
        onRetry={() => void course.refetch()}
        actions={back}
      />
    );
  }
  if (!course.data) return <PageLoading />;
  const lessonChoices = course.data.lessons.map((l) => ({
    value: String(l.lessonId),
    label: lessonLabel(t, { lessonNo: l.lessonNo, lessonTitle: l.title }),
  }));

  return (
    <Card variant="borderless" title={<Typography.Text strong>{course.data.title}</Typography.Text>}>
      <SearchForm
        {...messages.searchForm}
        controls={{
          lessonId: <FilterSelect label={t('column.lesson')} width={240} options={lessonChoices} />,
        }}
      />
      <CrudToolbar {...messages.toolbar}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void closePage(COURSES)}>
          {t('courseFeedback.back')}
        </Button>
        <MarkSelectedRead selected={messages.selected} onDone={() => messages.setSelected([])} />
        <Access permission={MESSAGE_PERMS.list}>
          <Button icon={<MessageOutlined />} onClick={() => void navigate(`/admin/message/index?courseId=${courseId}`)}>
            {t('courseFeedback.openAll')}
          </Button>
        </Access>
      </CrudToolbar>
      <MessageTable messages={messages} scrollX={1500} />
    </Card>
  );
}
