import { List, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { toDate } from '@/utils/time';
import { teacherLessonPath } from '../paths';
import type { TeacherScheduleItem } from '../types';
import styles from '../teacher.module.css';

interface Props {
  lessons: readonly TeacherScheduleItem[];
  /** names the list for screen readers */
  label: string;
  empty: string;
  /** today's list leaves out the date */
  timeOnly?: boolean;
}

/** Planned lessons: when, which course (and lesson, opening its page), which class, where. */
export function WeekLessons({ lessons, label, empty, timeOnly = false }: Props) {
  const { t } = useTranslation('teacher');
  const language = currentLanguage();
  if (!lessons.length) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <List
      size="small"
      aria-label={label}
      dataSource={[...lessons]}
      renderItem={(l) => {
        const course = inLanguage(language, l.courseTitle, l.courseTitleEn);
        const lesson = inLanguage(language, l.lessonTitle, l.lessonTitleEn);
        const when = `${l.startTime}–${l.endTime}`;
        return (
          <List.Item>
            <List.Item.Meta
              title={
                <span>
                  <Typography.Text strong>
                    {timeOnly ? when : t('home.when', { date: l.date, weekday: weekday(l.date, language), time: when })}
                  </Typography.Text>{' '}
                  {l.lessonId ? (
                    <Link to={teacherLessonPath(l.lessonId)} className={styles.inlineLink}>
                      {`${course} · ${lesson}`}
                    </Link>
                  ) : (
                    course
                  )}
                </span>
              }
              description={[inLanguage(language, l.className, l.classNameEn), l.place].filter(Boolean).join(' · ')}
            />
          </List.Item>
        );
      }}
    />
  );
}

/** 周三 / Wed for a YYYY-MM-DD day. */
function weekday(date: string, language: string): string {
  return toDate(date).toLocaleDateString(language === 'en' ? 'en-GB' : 'zh-CN', { weekday: 'short' });
}
