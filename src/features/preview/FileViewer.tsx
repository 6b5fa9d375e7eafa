import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyComponent, type LazyComponent } from '@/utils/lazy-component';
import { viewerKind, type ViewerKind } from './file-kind';
import ViewerBoundary from './ViewerBoundary';
import type { ViewerProps } from './viewers/viewer-props';
import styles from './preview.module.css';

function ViewerLoading() {
  const { t } = useTranslation('preview');
  return <Spin className={styles.spin} description={t('loading')} />;
}

// Each viewer is its own chunk, fetched the first time a file of its type is opened.
const VIEWERS: Record<Exclude<ViewerKind, 'other'>, LazyComponent<ViewerProps>> = {
  pdf: lazyComponent(() => import('./viewers/PdfViewer'), ViewerLoading),
  docx: lazyComponent(() => import('./viewers/DocxViewer'), ViewerLoading),
  xlsx: lazyComponent(() => import('./viewers/XlsxViewer'), ViewerLoading),
  image: lazyComponent(() => import('./viewers/ImageViewer'), ViewerLoading),
  video: lazyComponent(() => import('./viewers/VideoViewer'), ViewerLoading),
  audio: lazyComponent(() => import('./viewers/AudioViewer'), ViewerLoading),
  text: lazyComponent(() => import('./viewers/TextViewer'), ViewerLoading),
};

interface Props {
  blob: Blob;
  fileName: string;
}

/**
 * The file's content in the viewer for its type. A type no viewer opens shows nothing here (the
 * page's details and download say all there is); a file its viewer cannot read says so.
 */
export default function FileViewer({ blob, fileName }: Props) {
  const { t } = useTranslation('preview');
  const kind = viewerKind(fileName, blob.type);
  if (kind === 'other') {
    return <Result status="info" title={t('unsupported.title')} subTitle={t('unsupported.hint')} />;
  }
  const Viewer = VIEWERS[kind];
  return (
    <ViewerBoundary
      // A new file gets a fresh viewer (and a fresh chance after a failure).
      key={`${kind}:${fileName}:${blob.size}`}
      fallback={(error) => (
        <Result
          status="warning"
          title={t('error.unreadable')}
          subTitle={
            <>
              <div>{t('error.unreadableHint')}</div>
              <code className={styles.detail}>{error.message}</code>
            </>
          }
        />
      )}
    >
      <Viewer blob={blob} fileName={fileName} />
    </ViewerBoundary>
  );
}
