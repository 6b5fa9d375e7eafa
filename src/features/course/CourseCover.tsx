import { Image } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './course.module.css';

/** A course's cover as a small thumbnail (click to enlarge), or a placeholder when it has none. */
export function CourseCover({ cover, title, width = 64 }: { cover: string; title: string; width?: number }) {
  const { t } = useTranslation('course');
  if (!cover)
    return (
      <span className={styles.noCover} style={{ width }} role="img" aria-label={t('noCover', { title })}>
        <PictureOutlined />
      </span>
    );
  return <Image src={cover} alt={t('coverOf', { title })} width={width} className={styles.cover} />;
}
