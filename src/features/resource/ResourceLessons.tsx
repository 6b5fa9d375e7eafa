import { List, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { teacherLessonPath } from './paths';
import type { ResourceLesson } from './types';

/**
 * The lessons that use a resource, each with its course. A lesson of a course the user teaches
 * opens the teacher's lesson page; another course's lesson is named only (its page would refuse).
 */
export function ResourceLessons({ lessons }: { lessons: ResourceLesson[] }) {
  const { t } = useTranslation('resource');
  const language = currentLanguage();
  if (!lessons.length) return <Typography.Text type="secondary">{t('detail.noLessons')}</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={lessons}
      rowKey="lessonId"
      renderItem={(l) => {
        const title = t('detail.lessonTitle', { sort: l.sort, title: inLanguage(language, l.title, l.titleEn) });
        return (
          <List.Item
            actions={
              l.mine
                ? [
                    <Link key="open" to={teacherLessonPath(l.lessonId)}>
                      {t('detail.openLesson')}
                    </Link>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={l.mine ? <Link to={teacherLessonPath(l.lessonId)}>{title}</Link> : title}
              description={
                <>
                  {inLanguage(language, l.courseTitle, l.courseTitleEn)}
                  {l.mine ? null : <Typography.Text type="secondary"> · {t('detail.notMine')}</Typography.Text>}
                </>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
