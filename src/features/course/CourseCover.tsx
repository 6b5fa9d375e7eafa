import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './course.module.css';

/**
 * A course's cover as a small picture, or a placeholder when it has none. A plain lazy <img>:
 * a list shows one per row, and an antd Image (with its preview machinery) per row costs the
 * page change more than the whole rest of the row.
 */
export function CourseCover({ cover, title, width = 64 }: { cover: string; title: string; width?: number }) {
  const { t } = useTranslation('course');
  if (!cover)
    return (
      <span className={styles.noCover} style={{ width }} role="img" aria-label={t('noCover', { title })}>
        <PictureOutlined />
      </span>
    );
  return <img src={cover} alt={t('coverOf', { title })} width={width} loading="lazy" className={styles.cover} />;
}
