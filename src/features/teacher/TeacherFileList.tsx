import { Button, List, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, EyeOutlined, FileOutlined, MessageOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { downloadPeriodDoc } from '@/api/download';
import { courseFileByIdPath } from '@/features/preview';
import { formatFileSize } from '@/utils/file-size';
import type { TeacherFile } from './types';
import styles from './teacher.module.css';

interface Props {
  files: readonly TeacherFile[];
  /** names the list for screen readers, e.g. "第 1 课时 课件" */
  label: string;
  /** the lesson page shows a file inline: the file being shown, and how to show another */
  shown?: number;
  onShow?: (file: TeacherFile) => void;
  /** the lesson page's feedback on one document */
  onFeedback?: (file: TeacherFile) => void;
}

/**
 * A lesson's files as a teacher sees them: each opens in the viewer (/fileView, by its id), and
 * has a download only when it may be downloaded; the others say they are for online preview
 * (the backend refuses their download anyway).
 */
export function TeacherFileList({ files, label, shown, onShow, onFeedback }: Props) {
  const { t } = useTranslation('teacher');
  if (!files.length) return <Typography.Text type="secondary">{t('files.none')}</Typography.Text>;
  return (
    <section aria-label={label}>
      <List
        size="small"
        dataSource={[...files]}
        renderItem={(f) => (
          <List.Item>
            <div className={styles.file}>
              <Space wrap>
                <FileOutlined />
                <span>{f.fileName}</span>
                <Typography.Text type="secondary">{formatFileSize(f.size)}</Typography.Text>
              </Space>
              {/* the actions go under the name, so a narrow column (the lesson page, a phone) keeps the name whole */}
              <Space wrap size={[4, 0]}>
                {[
                  onShow ? (
                    <Button
                      key="show"
                      type="link"
                      size="small"
                      icon={<EyeOutlined />}
                      aria-pressed={shown === f.fileId}
                      aria-label={t('files.showLabel', { name: f.fileName })}
                      onClick={() => onShow(f)}
                    >
                      {t('files.show')}
                    </Button>
                  ) : null,
                  <Link
                    key="open"
                    to={courseFileByIdPath(f.fileId)}
                    aria-label={t('files.openLabel', { name: f.fileName })}
                  >
                    {t('files.open')}
                  </Link>,
                  f.downloadable ? (
                    <Button
                      key="download"
                      type="link"
                      size="small"
                      icon={<DownloadOutlined />}
                      aria-label={t('files.downloadLabel', { name: f.fileName })}
                      onClick={() => void downloadPeriodDoc(f.fileId, f.fileName)}
                    >
                      {t('files.download')}
                    </Button>
                  ) : (
                    <Tag key="online">{t('files.previewOnly')}</Tag>
                  ),
                  onFeedback ? (
                    <Button
                      key="feedback"
                      type="link"
                      size="small"
                      icon={<MessageOutlined />}
                      aria-label={t('files.feedbackLabel', { name: f.fileName })}
                      onClick={() => onFeedback(f)}
                    >
                      {t('files.feedback')}
                    </Button>
                  ) : null,
                ]}
              </Space>
            </div>
          </List.Item>
        )}
      />
    </section>
  );
}
