import { useState } from 'react';
import { Button, Card, Col, Result, Row, Space, Typography } from 'antd';
import { CloseOutlined, LeftOutlined, MessageOutlined, RightOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import PageLoading from '@/components/PageLoading';
import { SendFeedbackDialog } from '@/features/message';
import { CourseFilePreview } from '@/features/preview';
import { useClosePage } from '@/hooks/useClosePage';
import { currentLanguage } from '@/i18n';
import { useRecordId } from '@/router/current-page';
import { inLanguage } from '@/utils/bilingual';
import { LessonClasses } from './lesson/LessonClasses';
import { LessonResources } from './lesson/LessonResources';
import { LESSON_FILE_LISTS } from './lesson-lists';
import { teacherCoursePath, teacherLessonPath } from './paths';
import { useTeacherLesson } from './queries';
import { TeacherFileList } from './TeacherFileList';
import styles from './teacher.module.css';
import { LoadFailed } from '@/components/LoadFailed';

/** The feedback dialog's state: closed, or open on the lesson (and maybe one of its documents). */
type Feedback = { fileId?: number } | null;

/**
 * `user/teacher/detail` at /user/teacher/detail/{lessonId}: teach one lesson. Its courseware,
 * materials and learning resources, one of them previewed on the page (downloads only where
 * allowed); marking the lesson taught for each of my classes; feedback on a class-hour document,
 * which reaches the courseware messages.
 */
export default function TeacherLessonPage() {
  const { t } = useTranslation('teacher');
  const lessonId = useRecordId('lessonId');
  const lesson = useTeacherLesson(lessonId);
  const [chosen, setChosen] = useState<number>();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const navigate = useNavigate();
  const closePage = useClosePage();
  const language = currentLanguage();

  if (lessonId === null) return <Result status="404" subTitle={t('lesson.none')} />;
  if (lesson.isError) {
    return <LoadFailed error={lesson.error} title={t('lesson.unavailable')} onRetry={() => void lesson.refetch()} />;
  }
  if (!lesson.data) return <PageLoading />;
  const l = lesson.data;
  const heading = t('lessonHeading', { no: l.lessonNo, title: inLanguage(language, l.title, l.titleEn) });
  const files = LESSON_FILE_LISTS.flatMap((list) => l[list.key]);
  // the first courseware (or any file) is on show until the teacher picks another
  const shown = files.find((f) => f.fileId === chosen) ?? files[0];
  const go = (id: number | null) => id !== null && void navigate(teacherLessonPath(id));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        variant="borderless"
        // the actions sit in the body: in the header they would squeeze the title away on a phone
        title={heading}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <span>
            {t('lesson.course')}:{' '}
            <Link to={teacherCoursePath(l.courseId)}>{inLanguage(language, l.courseTitle, l.courseTitleEn)}</Link>
            {' · '}
            {t('lesson.position', { no: l.lessonNo, total: l.lessonCount })}
          </span>
          {l.description ? <Typography.Paragraph>{l.description}</Typography.Paragraph> : null}
          <Space wrap>
            <Button icon={<MessageOutlined />} onClick={() => setFeedback({ fileId: shown?.fileId })}>
              {t('lesson.feedback')}
            </Button>
            <Button
              icon={<LeftOutlined />}
              disabled={l.previousLessonId === null}
              onClick={() => go(l.previousLessonId)}
            >
              {t('lesson.previous')}
            </Button>
            <Button disabled={l.nextLessonId === null} onClick={() => go(l.nextLessonId)}>
              {t('lesson.next')} <RightOutlined />
            </Button>
            <Button icon={<CloseOutlined />} onClick={() => void closePage(teacherCoursePath(l.courseId))}>
              {t('lesson.back')}
            </Button>
          </Space>
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Card variant="borderless" title={t('lesson.files')}>
            {LESSON_FILE_LISTS.map((list) => (
              <section key={list.key}>
                <Typography.Title level={5}>{t(list.label)}</Typography.Title>
                <TeacherFileList
                  files={l[list.key]}
                  label={t(list.label)}
                  shown={shown?.fileId}
                  onShow={(f) => setChosen(f.fileId)}
                  onFeedback={(f) => setFeedback({ fileId: f.fileId })}
                />
              </section>
            ))}
            <LessonResources resources={l.resources} />
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card variant="borderless" title={t('lesson.taught')}>
            <LessonClasses lessonId={l.lessonId} classes={l.classes} />
          </Card>
          <section aria-label={t('lesson.preview')} className={styles.preview}>
            {shown ? (
              <CourseFilePreview key={shown.fileId} fileId={shown.fileId} />
            ) : (
              <Typography.Text type="secondary">{t('files.none')}</Typography.Text>
            )}
          </section>
        </Col>
      </Row>
      {feedback ? (
        <SendFeedbackDialog
          open
          onClose={() => setFeedback(null)}
          courseId={l.courseId}
          lessonId={l.lessonId}
          fileId={feedback.fileId}
        />
      ) : null}
    </Space>
  );
}
