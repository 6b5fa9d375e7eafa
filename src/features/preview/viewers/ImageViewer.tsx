import styles from './viewers.module.css';
import { useBlobSource } from './useBlobSource';
import type { ViewerProps } from './viewer-props';

export default function ImageViewer({ blob, fileName }: ViewerProps) {
  const source = useBlobSource<HTMLImageElement>(blob);
  return (
    <div className={styles.center}>
      <img ref={source} className={styles.image} alt={fileName} />
    </div>
  );
}
