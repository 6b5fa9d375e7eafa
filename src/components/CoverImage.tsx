import { PictureOutlined } from '@ant-design/icons';
import styles from './CoverImage.module.css';

/**
 * A record's cover picture (16:10), or a placeholder with the same label when it has none. A plain
 * lazy <img>: a list shows one per row, and an antd Image (with its preview machinery) per row
 * costs a page change more than the whole rest of the row.
 */
export function CoverImage({ src, label, width }: { src: string; label: string; width?: number | string }) {
  if (!src)
    return (
      <span className={styles.noCover} style={{ width }} role="img" aria-label={label}>
        <PictureOutlined />
      </span>
    );
  return <img src={src} alt={label} width={width} loading="lazy" className={styles.cover} />;
}
