import { Card, Col, Empty, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import PageLoading from '@/components/PageLoading';
import { useTeacherHome } from './queries';
import { MyClasses } from './home/MyClasses';
import { MyCourses } from './home/MyCourses';
import { WeekLessons } from './home/WeekLessons';
import { LoadFailed } from '@/components/LoadFailed';

/**
 * `user/teacher/index`: the teacher's home: my classes, my courses with their progress (lessons
 * taught out of all), and today's and this week's lessons from the schedule.
 */
export default function TeacherHomePage() {
  const { t } = useTranslation('teacher');
  const home = useTeacherHome();
  if (home.isError) return <LoadFailed error={home.error} onRetry={() => void home.refetch()} />;
  if (!home.data) return <PageLoading />;
  const h = home.data;
  const today = h.lessons.filter((l) => l.date === h.today);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card variant="borderless" title={t('home.today')}>
            <WeekLessons lessons={today} label={t('home.today')} empty={t('home.noLessonsToday')} timeOnly />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card variant="borderless" title={t('home.week', { start: h.weekStart, end: h.weekEnd })}>
            <WeekLessons lessons={h.lessons} label={t('home.weekLabel')} empty={t('home.noLessonsWeek')} />
          </Card>
        </Col>
      </Row>
      <Card variant="borderless" title={t('home.courses', { count: h.courses.length })}>
        {h.courses.length ? <MyCourses courses={h.courses} /> : <Empty description={t('home.noCourses')} />}
      </Card>
      <Card variant="borderless" title={t('home.classes', { count: h.classes.length })}>
        {h.classes.length ? <MyClasses classes={h.classes} /> : <Empty description={t('home.noClasses')} />}
      </Card>
    </Space>
  );
}
