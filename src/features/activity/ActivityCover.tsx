import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import type { Activity } from './types';
import styles from './activity.module.css';

/**
 * An activity's cover, named after the activity, or a placeholder when it has none. A plain lazy
 * <img>: a list shows one per row.
 */
export function ActivityCover({ activity, width }: { activity: Activity; width?: number | string }) {
  const { t } = useTranslation('activity');
  const name = inLanguage(currentLanguage(), activity.nameZh ?? activity.name, activity.nameEn);
  if (!activity.cover)
    return (
      <span className={styles.noCover} style={{ width }} role="img" aria-label={t('coverOf', { name })}>
        <PictureOutlined />
      </span>
    );
  return (
    <img src={activity.cover} alt={t('coverOf', { name })} width={width} loading="lazy" className={styles.cover} />
  );
}
