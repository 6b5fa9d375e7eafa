import { filePreviewPath } from '@/features/preview';
import { Button, List, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, EyeOutlined, FileOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { downloadPeriodDoc } from '@/api/download';
import { formatFileSize } from '@/utils/file-size';
import type { CourseFile } from '../types';

export interface FileListProps {
  files: readonly CourseFile[];
  /** the preview page of a saved file (course file or lesson document) */
  previewPath: (fileId: number) => string;
  /** names the list for screen readers, e.g. 课件 */
  label: string;
}

/** A file that was never saved as a course file (no id) opens in the generic viewer by address. */
const byAddress = (f: CourseFile) => filePreviewPath(f.url, f.fileName);

/**
 * Files with a preview link each and a download button only where the file may be downloaded
 * (the backend refuses the others anyway); the rest say they are for online preview only.
 */
export function FileList({ files, previewPath, label }: FileListProps) {
  const { t } = useTranslation('course');
  if (!files.length) return <Typography.Text type="secondary">{t('detail.noFiles')}</Typography.Text>;
  return (
    <section aria-label={label}>
      <List
        size="small"
        dataSource={[...files]}
        renderItem={(f) => (
          <List.Item
            actions={[
              <Link key="preview" to={f.fileId ? previewPath(f.fileId) : byAddress(f)}>
                <EyeOutlined /> {t('detail.preview')}
              </Link>,
              f.downloadable && f.fileId ? (
                <Button
                  key="download"
                  type="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  aria-label={t('detail.downloadFile', { name: f.fileName })}
                  onClick={() => void downloadPeriodDoc(f.fileId!, f.fileName)}
                >
                  {t('detail.download')}
                </Button>
              ) : (
                <Tag key="online">{t('detail.previewOnly')}</Tag>
              ),
            ]}
          >
            <Space>
              <FileOutlined />
              <span>{f.fileName}</span>
              <Typography.Text type="secondary">{formatFileSize(f.size)}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </section>
  );
}
