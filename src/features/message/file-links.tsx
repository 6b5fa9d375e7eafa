import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { filePreviewPath, lessonDocPreviewPath } from '@/features/preview';
import type { CourseMessage, MessageAttachment } from './types';

// Attachments and the class-hour document open in the console's preview pages.

const fileViewPath = (file: MessageAttachment) => filePreviewPath(file.url, file.name);

export function AttachmentLinks({ files }: { files: MessageAttachment[] }) {
  const { t } = useTranslation('message');
  if (!files.length) return <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      {files.map((file) => (
        <Link key={file.url} to={fileViewPath(file)}>
          {file.name}
        </Link>
      ))}
    </Space>
  );
}

export function DocumentLink({ message }: { message: Pick<CourseMessage, 'fileId' | 'fileName'> }) {
  const { t } = useTranslation('message');
  if (message.fileId === null) return <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  return <Link to={lessonDocPreviewPath(message.fileId)}>{message.fileName}</Link>;
}
