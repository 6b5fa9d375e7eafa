import { Card, Col, Progress, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CourseCover, gradeRange } from '@/features/course';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { teacherCoursePath } from '../paths';
import type { TeacherCourseCard } from '../types';
import styles from '../teacher.module.css';

/** The teacher's courses as cards: cover, name, discipline and grades, and lessons taught / total. */
export function MyCourses({ courses }: { courses: readonly TeacherCourseCard[] }) {
  const { t } = useTranslation('teacher');
  const language = currentLanguage();
  return (
    <Row gutter={[16, 16]} role="list" aria-label={t('home.coursesLabel')}>
      {courses.map((c) => {
        const title = inLanguage(language, c.title, c.titleEn);
        const percent = c.lessonCount ? Math.round((c.taughtCount / c.lessonCount) * 100) : 0;
        const progress = t('progress', { taught: c.taughtCount, total: c.lessonCount });
        return (
          <Col key={c.courseId} xs={24} sm={12} xl={8} role="listitem" aria-label={title}>
            <Card
              className={styles.courseCard}
              cover={
                <div className={styles.cover}>
                  <CourseCover cover={c.cover} title={title} width={320} />
                </div>
              }
            >
              <Link to={teacherCoursePath(c.courseId)} className={styles.courseTitle}>
                {title}
              </Link>
              <Typography.Paragraph type="secondary" className={styles.facts}>
                {[inLanguage(language, c.disciplineName, c.disciplineNameEn), gradeRange(t, c.gradeStart, c.gradeEnd)]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Paragraph>
              <Typography.Text>{progress}</Typography.Text>
              <Progress percent={percent} size="small" aria-label={progress} />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
