import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { courseFilePreviewPath } from '@/features/preview';
import type { CourseDetail } from '../types';
import { FileList } from './FileList';

/** The course's own resources: courseware, instructional resources, learning resources. */
export function CourseResources({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  const lists = [
    { key: 'coursewares', label: t('detail.coursewares'), files: course.coursewares },
    { key: 'instructional', label: t('detail.instructional'), files: course.instructionalResources },
    { key: 'learning', label: t('detail.learning'), files: course.learningResources },
  ];
  return (
    <>
      {lists.map((l) => (
        <section key={l.key}>
          <Typography.Title level={5}>{l.label}</Typography.Title>
          <FileList files={l.files ?? []} previewPath={courseFilePreviewPath} label={l.label} />
        </section>
      ))}
    </>
  );
}
