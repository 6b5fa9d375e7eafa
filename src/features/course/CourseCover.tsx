import { CoverImage } from '@/components/CoverImage';
import { i18n } from '@/i18n';

/** A course's cover, named after the course (a different name when it has none). */
export function CourseCover({ cover, title, width = 64 }: { cover: string; title: string; width?: number }) {
  // i18next itself, not a useTranslation subscription per row of the course list (see RowActions)
  return (
    <CoverImage src={cover} label={i18n.t(cover ? 'course:coverOf' : 'course:noCover', { title })} width={width} />
  );
}
