import { Descriptions, Flex, Form, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { useDisciplineChoices } from '../../queries';
import type { CourseForm } from '../../types';
import { useLessonCount } from './LessonsStep';
import { RESOURCE_LISTS } from './ResourcesStep';

/** Step 4: what will be saved, to check before Complete. */
export function SummaryStep({ courseId }: { courseId: number | undefined }) {
  const { t } = useTranslation('courseEditor');
  const values = (Form.useWatch([], { preserve: true }) ?? {}) as CourseForm;
  const options = useDisciplineChoices();
  const language = currentLanguage();
  const lessons = useLessonCount(courseId);
  const discipline = options.data?.find((d) => d.disciplineId === values.disciplineId);
  const subject = discipline?.subjects.find((s) => s.subjectId === values.subjectId);
  const none = t('summary.none');
  const grade = (n: number | undefined) => (n ? t(`course:grade.g${n}`) : none);

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph>{t('summary.intro')}</Typography.Paragraph>
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label={t('field.title')}>{values.title || none}</Descriptions.Item>
        <Descriptions.Item label={t('field.titleEn')}>{values.titleEn || none}</Descriptions.Item>
        <Descriptions.Item label={t('field.description')}>{values.description || none}</Descriptions.Item>
        <Descriptions.Item label={`${t('field.gradeStart')} – ${t('field.gradeEnd')}`}>
          {t('gradeRange', { start: grade(values.gradeStart), end: grade(values.gradeEnd) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.disciplineId')}>
          {discipline ? inLanguage(language, discipline.disciplineName, discipline.disciplineNameEn) : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.subjectId')}>
          {subject ? inLanguage(language, subject.subjectName, subject.subjectNameEn) : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.classHours')}>{values.classHours ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('field.tags')}>{values.tags || none}</Descriptions.Item>
        <Descriptions.Item label={t('field.cover')}>
          {values.cover ? <Image src={values.cover} alt={t('field.cover')} width={96} /> : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.teachingAids')}>{values.teachingAids || none}</Descriptions.Item>
        {RESOURCE_LISTS.map((list) => (
          <Descriptions.Item key={list} label={t(`field.${list}`)}>
            {t('summary.fileCount', { count: values[list]?.length ?? 0 })}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('summary.lessonCount')}>
          {t('summary.lessonTotal', { count: lessons })}
        </Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}
