import { useTranslation } from 'react-i18next';
import styles from './viewers.module.css';
import { useBlobSource } from './useBlobSource';
import type { ViewerProps } from './viewer-props';

export default function VideoViewer({ blob, fileName }: ViewerProps) {
  const { t } = useTranslation('preview');
  const source = useBlobSource<HTMLVideoElement>(blob);
  return (
    <div className={styles.center}>
      <video ref={source} className={styles.video} controls preload="metadata" aria-label={fileName}>
        {t('media.unsupported')}
      </video>
    </div>
  );
}
