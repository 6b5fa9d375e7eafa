import type { ReactNode } from 'react';
import { Card, Result, Spin } from 'antd';
import { FileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import DownloadAction from './DownloadAction';
import FileDetails from './FileDetails';
import FileViewer from './FileViewer';
import type { PreviewFile } from './types';
import styles from './preview.module.css';

interface Props {
  file: PreviewFile;
  /** where the file belongs (course and lesson), shown under its name */
  context?: ReactNode;
  /** the file's bytes, or why they did not come and how to ask again */
  bytes: { blob: Blob | undefined; error: Error | null; retry: () => void };
  onDownload: (() => Promise<boolean>) | null;
}

/** The page of every preview: the file's name and details, its download, then its content. */
export default function PreviewLayout({ file, context, bytes, onDownload }: Props) {
  const { t } = useTranslation('preview');
  const shown = bytes.blob ? { ...file, contentType: bytes.blob.type, size: bytes.blob.size } : file;
  return (
    <Card
      className={styles.card}
      title={
        <span className={styles.title}>
          <FileOutlined aria-hidden /> <span>{file.fileName}</span>
        </span>
      }
    >
      {context ? <div className={styles.context}>{context}</div> : null}
      <div className={styles.details}>
        <FileDetails file={shown} />
        <DownloadAction onDownload={onDownload} />
      </div>
      {bytes.error ? (
        <LoadFailed error={bytes.error} title={t('error.load')} onRetry={bytes.retry} />
      ) : bytes.blob ? (
        <FileViewer blob={bytes.blob} fileName={file.fileName} />
      ) : (
        <Spin className={styles.spin} description={t('loading')} />
      )}
    </Card>
  );
}

/** The file could not be fetched (unknown id, no longer stored, session over): why, in words. */
export function LoadProblem({ message, title }: { message?: string; title?: string }) {
  const { t } = useTranslation('preview');
  return <Result status="error" title={title ?? t('error.load')} subTitle={message} />;
}
