import { Button, List, Tag } from 'antd';
import { CheckOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { useMarkTaught } from '../queries';
import type { TeacherLesson } from '../types';

/** Each of my classes: whether it had the lesson (and when), and the button that marks it or takes the mark back. */
export function LessonClasses({ lessonId, classes }: { lessonId: number; classes: TeacherLesson['classes'] }) {
  const { t } = useTranslation('teacher');
  const language = currentLanguage();
  const mark = useMarkTaught(lessonId);
  return (
    <List
      size="small"
      aria-label={t('lesson.taught')}
      dataSource={classes}
      locale={{ emptyText: t('home.noClasses') }}
      renderItem={(c) => {
        const name = inLanguage(language, c.className, c.classNameEn);
        const taught = c.taughtAt !== '';
        return (
          <List.Item
            actions={[
              taught ? (
                <Button
                  key="unmark"
                  size="small"
                  icon={<UndoOutlined />}
                  aria-label={t('lesson.unmarkLabel', { className: name })}
                  onClick={() => void mark({ classId: c.classId, taught: false })}
                >
                  {t('lesson.unmark')}
                </Button>
              ) : (
                <Button
                  key="mark"
                  size="small"
                  type="primary"
                  icon={<CheckOutlined />}
                  aria-label={t('lesson.markLabel', { className: name })}
                  onClick={() => void mark({ classId: c.classId, taught: true })}
                >
                  {t('lesson.mark')}
                </Button>
              ),
            ]}
          >
            <span>{name}</span>{' '}
            {taught ? (
              <Tag color="success">{t('lesson.taughtAt', { time: c.taughtAt.slice(0, 16) })}</Tag>
            ) : (
              <Tag>{t('course.notTaught')}</Tag>
            )}
          </List.Item>
        );
      }}
    />
  );
}
