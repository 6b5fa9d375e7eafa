import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Space, Spin, Tag } from 'antd';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { LoadFailed } from '@/components/LoadFailed';
import { downloadCourseFile } from './api';
import PreviewLayout, { LoadProblem } from './PreviewLayout';
import { useCourseFile, useCourseFileBytes } from './queries';
import type { CourseFileInfo } from './types';
import styles from './preview.module.css';

function FileContext({ file }: { file: CourseFileInfo }) {
  const { t } = useTranslation('preview');
  const language = currentLanguage();
  const lesson = inLanguage(language, file.lessonTitle, file.lessonTitleEn);
  return (
    <Space wrap size={[12, 4]}>
      <Tag>{t(`kind.${file.kind}`)}</Tag>
      <span>
        {t('context.course')}: {inLanguage(language, file.courseTitle, file.courseTitleEn)}
      </span>
      {lesson ? (
        <span>
          {t('context.lesson')}: {lesson}
        </span>
      ) : null}
    </Space>
  );
}

/**
 * A course file (`?fileId=`, or the `fileId` given) with its course and lesson: /courseFileView
 * for a course's resources, /docView for a lesson's documents, /fileView for a teacher's file, and
 * inline on the teacher's lesson page. The download is offered only when the file is
 * downloadable; the backend refuses it otherwise.
 */
export default function CourseFilePreview(props: { fileId?: number }) {
  const { t } = useTranslation('preview');
  const [params] = useSearchParams();
  // Passed on as given: the backend answers an id it does not know with its own message.
  const fileId = props.fileId !== undefined ? String(props.fileId) : (params.get('fileId')?.trim() ?? '');
  const info = useCourseFile(fileId);
  const bytes = useCourseFileBytes(fileId, fileId !== '');
  if (!fileId) return <LoadProblem title={t('error.noFile')} />;
  if (info.error) return <LoadFailed error={info.error} title={t('error.load')} onRetry={() => void info.refetch()} />;
  if (!info.data) return <Spin className={styles.spin} description={t('loading')} />;
  const file = info.data;
  return (
    <PreviewLayout
      file={{ fileName: file.fileName, contentType: file.contentType, size: file.size }}
      context={<FileContext file={file} />}
      bytes={{ blob: bytes.data, error: bytes.error, retry: () => void bytes.refetch() }}
      onDownload={file.downloadable ? () => downloadCourseFile(file.fileId, file.fileName) : null}
    />
  );
}
