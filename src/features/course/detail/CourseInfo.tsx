import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { CourseCover } from '../CourseCover';
import { gradeRange } from '../grades';
import { useDisciplineChoices } from '../queries';
import type { CourseDetail } from '../types';

/** The course's basic information: names in both languages, where it sits, for whom, how long. */
export function CourseInfo({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  const language = currentLanguage();
  const discipline = useDisciplineChoices().data?.find((d) => d.disciplineId === course.disciplineId);
  const subject = discipline?.subjects.find((s) => s.subjectId === course.subjectId);
  const title = inLanguage(language, course.title, course.titleEn);
  const tags = course.tags ? course.tags.split(',').filter(Boolean) : [];
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
      <Descriptions.Item label={t('cover')} span={2}>
        <CourseCover cover={course.cover} title={title} width={160} />
      </Descriptions.Item>
      <Descriptions.Item label={t('titleZh')}>{course.title}</Descriptions.Item>
      <Descriptions.Item label={t('titleEn')}>{course.titleEn || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('description')} span={2}>
        {inLanguage(language, course.description, course.descriptionEn)}
      </Descriptions.Item>
      <Descriptions.Item label={t('discipline')}>
        {discipline ? inLanguage(language, discipline.disciplineName, discipline.disciplineNameEn) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('subject')}>
        {subject ? inLanguage(language, subject.subjectName, subject.subjectNameEn) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('grades')}>{gradeRange(t, course.gradeStart, course.gradeEnd)}</Descriptions.Item>
      <Descriptions.Item label={t('classHours')}>
        {t('detail.hoursAndLessons', { hours: course.classHours, lessons: course.lessons.length })}
      </Descriptions.Item>
      <Descriptions.Item label={t('tags')}>
        {tags.length ? tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('widgets:list.status')}>
        {t(course.status === '0' ? 'enabled' : 'disabled')}
      </Descriptions.Item>
      <Descriptions.Item label={t('teachingAids')} span={2}>
        {course.teachingAids || '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('updateTime')}>{course.updateTime || course.createTime}</Descriptions.Item>
    </Descriptions>
  );
}
