import { useTranslation } from 'react-i18next';
import { CoverImage } from '@/components/CoverImage';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import type { Activity } from './types';

/** An activity's cover, named after the activity. */
export function ActivityCover({ activity, width }: { activity: Activity; width?: number | string }) {
  const { t } = useTranslation('activity');
  const name = inLanguage(currentLanguage(), activity.nameZh ?? activity.name, activity.nameEn);
  return <CoverImage src={activity.cover} label={t('coverOf', { name })} width={width} />;
}
