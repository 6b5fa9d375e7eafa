import { useRef, useState, type CSSProperties } from 'react';
import { Button, InputNumber, Space, Spin, Tooltip } from 'antd';
import { ColumnWidthOutlined, LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import styles from './viewers.module.css';
import { useElementWidth } from './useElementWidth';
import type { ViewerProps } from './viewer-props';

// The worker is its own file next to this chunk; pdf.js loads it when the first PDF opens.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

// Character maps (Chinese text in PDFs without embedded fonts) and the standard fonts' data,
// published at /pdfjs/ by scripts/pdfjs-assets/plugin.ts. Absolute, since the worker fetches them.
const assets = new URL(`${import.meta.env.BASE_URL}pdfjs/`, window.location.href).href;
// isEvalSupported off: the server's Content-Security-Policy forbids eval (server/security-headers.ts),
// so pdf.js is told up front instead of trying `new Function` in its worker and being refused.
const OPTIONS = {
  cMapUrl: `${assets}cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${assets}standard_fonts/`,
  isEvalSupported: false,
};

const MIN_SCALE = 0.5;
const MAX_SCALE = 3;
const SCALE_STEP = 0.25;
/** Width used before the frame is measured (and in environments that do not lay out). */
const FALLBACK_WIDTH = 800;
/** Grey around the page, on each side of the frame (also in the frame's CSS). */
const FRAME_PADDING = 12;
/** A4 in points: the page's own width until the first page reports it. */
const A4_WIDTH = 595;

type Zoom = number | 'fit';

/** A PDF one page at a time: page navigation, zoom in and out, and fit to the frame's width. */
export default function PdfViewer({ blob, fileName }: ViewerProps) {
  const { t } = useTranslation('preview');
  const frame = useRef<HTMLDivElement>(null);
  const frameWidth = useElementWidth(frame) || FALLBACK_WIDTH;
  const [pageCount, setPageCount] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [pageWidth, setPageWidth] = useState(A4_WIDTH);
  const [failure, setFailure] = useState<Error>();

  // Thrown during render, so the viewer's error boundary shows the message.
  if (failure) throw failure;

  const fitScale = Math.max(0.1, (frameWidth - 2 * FRAME_PADDING) / pageWidth);
  const scale = zoom === 'fit' ? fitScale : zoom;
  const zoomBy = (direction: 1 | -1) => {
    const stepped = Math.round((scale + direction * SCALE_STEP) / SCALE_STEP) * SCALE_STEP;
    setZoom(Math.min(MAX_SCALE, Math.max(MIN_SCALE, stepped)));
  };
  const goTo = (target: number) => setPage(Math.min(Math.max(1, target), Math.max(1, pageCount)));

  return (
    <div className={styles.pdf}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('pdf.toolbar')}>
        <Space wrap size="small">
          <Tooltip title={t('pdf.previous')}>
            <Button
              icon={<LeftOutlined />}
              aria-label={t('pdf.previous')}
              disabled={page <= 1}
              onClick={() => goTo(page - 1)}
            />
          </Tooltip>
          <InputNumber
            size="middle"
            className={styles.pageInput}
            aria-label={t('pdf.pageNumber')}
            min={1}
            max={Math.max(1, pageCount)}
            value={page}
            onChange={(value) => value && goTo(value)}
          />
          <span className={styles.pageCount}>{t('pdf.pageOf', { page, count: pageCount })}</span>
          <Tooltip title={t('pdf.next')}>
            <Button
              icon={<RightOutlined />}
              aria-label={t('pdf.next')}
              disabled={page >= pageCount}
              onClick={() => goTo(page + 1)}
            />
          </Tooltip>
        </Space>
        <Space wrap size="small">
          <Tooltip title={t('pdf.zoomOut')}>
            <Button
              icon={<ZoomOutOutlined />}
              aria-label={t('pdf.zoomOut')}
              disabled={scale <= MIN_SCALE}
              onClick={() => zoomBy(-1)}
            />
          </Tooltip>
          <span className={styles.zoom} aria-live="polite">
            {Math.round(scale * 100)}%
          </span>
          <Tooltip title={t('pdf.zoomIn')}>
            <Button
              icon={<ZoomInOutlined />}
              aria-label={t('pdf.zoomIn')}
              disabled={scale >= MAX_SCALE}
              onClick={() => zoomBy(1)}
            />
          </Tooltip>
          <Button
            icon={<ColumnWidthOutlined />}
            aria-pressed={zoom === 'fit'}
            type={zoom === 'fit' ? 'primary' : 'default'}
            ghost={zoom === 'fit'}
            onClick={() => setZoom('fit')}
          >
            {t('pdf.fitWidth')}
          </Button>
        </Space>
      </div>
      <div
        ref={frame}
        className={styles.pdfFrame}
        style={{ '--pdf-frame-padding': `${FRAME_PADDING}px` } as CSSProperties}
      >
        <Document
          file={blob}
          options={OPTIONS}
          onLoadSuccess={(pdf) => setPageCount(pdf.numPages)}
          onLoadError={(error) => setFailure(error)}
          loading={<Spin className={styles.spin} description={t('loading')} />}
          error={null}
        >
          <Page
            pageNumber={page}
            scale={scale}
            className={styles.pdfPage}
            onLoadSuccess={(loaded) => setPageWidth(loaded.originalWidth)}
            loading={<Spin className={styles.spin} description={t('loading')} />}
            error={t('pdf.pageFailed')}
            renderAnnotationLayer={false}
            aria-label={fileName}
          />
        </Document>
      </div>
    </div>
  );
}
