import { Button, Card, List, Progress, Result, Space, Tag, Typography } from 'antd';
import { CloseOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import PageLoading from '@/components/PageLoading';
import { useClosePage } from '@/hooks/useClosePage';
import { currentLanguage } from '@/i18n';
import { useRecordId } from '@/router/current-page';
import { inLanguage } from '@/utils/bilingual';
import { LESSON_FILE_LISTS } from './lesson-lists';
import { TEACHER_HOME_PATH, teacherLessonPath } from './paths';
import { useTeacherCourse } from './queries';
import { TeacherFileList } from './TeacherFileList';
import { LoadFailed } from '@/components/LoadFailed';

/**
 * `user/teacher/course` at /user/teacher/course/{courseId}: one of my courses: its progress and
 * its lessons in order, each with the classes that had it and its files, opening the lesson page.
 */
export default function TeacherCoursePage() {
  const { t } = useTranslation('teacher');
  const courseId = useRecordId('courseId');
  const course = useTeacherCourse(courseId);
  const closePage = useClosePage();
  const language = currentLanguage();

  if (courseId === null) return <Result status="404" subTitle={t('course.none')} />;
  if (course.isError) {
    return <LoadFailed error={course.error} title={t('course.unavailable')} onRetry={() => void course.refetch()} />;
  }
  if (!course.data) return <PageLoading />;
  const c = course.data;
  const title = inLanguage(language, c.title, c.titleEn);
  const className = (classId: number) => {
    const k = c.classes.find((x) => x.classId === classId);
    return k ? inLanguage(language, k.className, k.classNameEn) : String(classId);
  };
  const progress = t('progress', { taught: c.taughtCount, total: c.lessonCount });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        variant="borderless"
        // the back action sits in the body: in the header it would squeeze the title away on a phone
        title={title}
      >
        <Typography.Paragraph>{inLanguage(language, c.description, c.descriptionEn)}</Typography.Paragraph>
        <Typography.Text>{progress}</Typography.Text>
        <Progress
          percent={c.lessonCount ? Math.round((c.taughtCount / c.lessonCount) * 100) : 0}
          aria-label={progress}
        />
        <Button icon={<CloseOutlined />} onClick={() => void closePage(TEACHER_HOME_PATH)}>
          {t('course.back')}
        </Button>
      </Card>
      <Card variant="borderless" title={t('course.lessons', { count: c.lessons.length })}>
        <List
          aria-label={t('course.lessonsLabel')}
          dataSource={c.lessons}
          locale={{ emptyText: t('course.noLessons') }}
          renderItem={(lesson) => {
            const heading = t('lessonHeading', {
              no: lesson.lessonNo,
              title: inLanguage(language, lesson.title, lesson.titleEn),
            });
            return (
              <List.Item>
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <Space wrap>
                    <Link to={teacherLessonPath(lesson.lessonId)}>
                      <Typography.Text strong>{heading}</Typography.Text> <RightOutlined aria-hidden />
                    </Link>
                    {lesson.taughtClassIds.length ? (
                      lesson.taughtClassIds.map((id) => (
                        <Tag key={id} color="success">
                          {t('course.taughtTo', { className: className(id) })}
                        </Tag>
                      ))
                    ) : (
                      <Tag>{t('course.notTaught')}</Tag>
                    )}
                  </Space>
                  {LESSON_FILE_LISTS.map((list) =>
                    lesson[list.key].length ? (
                      <div key={list.key}>
                        <Typography.Text type="secondary">{t(list.label)}</Typography.Text>
                        <TeacherFileList files={lesson[list.key]} label={`${heading} ${t(list.label)}`} />
                      </div>
                    ) : null,
                  )}
                </Space>
              </List.Item>
            );
          }}
        />
      </Card>
    </Space>
  );
}
