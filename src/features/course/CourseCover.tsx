import { useTranslation } from 'react-i18next';
import { CoverImage } from '@/components/CoverImage';

/** A course's cover, named after the course (a different name when it has none). */
export function CourseCover({ cover, title, width = 64 }: { cover: string; title: string; width?: number }) {
  const { t } = useTranslation('course');
  return <CoverImage src={cover} label={t(cover ? 'coverOf' : 'noCover', { title })} width={width} />;
}
