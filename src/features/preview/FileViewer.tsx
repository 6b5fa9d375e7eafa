import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { viewerKind, type ViewerKind } from './file-kind';
import ViewerBoundary from './ViewerBoundary';
import type { ViewerProps } from './viewers/viewer-props';
import styles from './preview.module.css';

// Each viewer is its own chunk, fetched the first time a file of its type is opened.
const VIEWERS: Record<Exclude<ViewerKind, 'other'>, LazyExoticComponent<ComponentType<ViewerProps>>> = {
  pdf: lazy(() => import('./viewers/PdfViewer')),
  docx: lazy(() => import('./viewers/DocxViewer')),
  xlsx: lazy(() => import('./viewers/XlsxViewer')),
  image: lazy(() => import('./viewers/ImageViewer')),
  video: lazy(() => import('./viewers/VideoViewer')),
  audio: lazy(() => import('./viewers/AudioViewer')),
  text: lazy(() => import('./viewers/TextViewer')),
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
      <Suspense fallback={<Spin className={styles.spin} description={t('loading')} />}>
        <Viewer blob={blob} fileName={fileName} />
      </Suspense>
    </ViewerBoundary>
  );
}
