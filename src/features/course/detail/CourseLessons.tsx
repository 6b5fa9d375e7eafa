import { Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { lessonDocPreviewPath } from '@/features/preview';
import type { CourseLesson } from '../types';
import { FileList } from './FileList';

/** The lessons in order, each opening to its description and its files (previewed as lesson documents). */
export function CourseLessons({ lessons }: { lessons: readonly CourseLesson[] }) {
  const { t } = useTranslation('course');
  const language = currentLanguage();
  if (!lessons.length) return <Typography.Text type="secondary">{t('detail.noLessons')}</Typography.Text>;
  const ordered = [...lessons].sort((a, b) => a.sort - b.sort);
  return (
    <Collapse
      items={ordered.map((lesson, i) => {
        const title = t('detail.lessonTitle', { n: i + 1, title: inLanguage(language, lesson.title, lesson.titleEn) });
        const lists = [
          { key: 'courseware', label: t('detail.courseware'), files: lesson.courseware },
          { key: 'materials', label: t('detail.materials'), files: lesson.materials },
          { key: 'learning', label: t('detail.learning'), files: lesson.learningResources },
        ];
        return {
          key: lesson.lessonId,
          label: title,
          children: (
            <>
              {lesson.description ? <Typography.Paragraph>{lesson.description}</Typography.Paragraph> : null}
              {lists.map((l) => (
                <section key={l.key}>
                  <Typography.Text strong>{l.label}</Typography.Text>
                  <FileList files={l.files ?? []} previewPath={lessonDocPreviewPath} label={`${title} ${l.label}`} />
                </section>
              ))}
            </>
          ),
        };
      })}
    />
  );
}
