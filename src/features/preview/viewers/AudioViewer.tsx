import { useTranslation } from 'react-i18next';
import styles from './viewers.module.css';
import { useBlobSource } from './useBlobSource';
import type { ViewerProps } from './viewer-props';

export default function AudioViewer({ blob, fileName }: ViewerProps) {
  const { t } = useTranslation('preview');
  const source = useBlobSource<HTMLAudioElement>(blob);
  return (
    <div className={styles.center}>
      <audio ref={source} className={styles.audio} controls preload="metadata" aria-label={fileName}>
        {t('media.unsupported')}
      </audio>
    </div>
  );
}
