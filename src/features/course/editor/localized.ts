import { useTranslation } from 'react-i18next';

/** A record's title in the screen's language: the English one on an English screen when it has one. */
export function useLocalTitle(): (record: { title?: string; titleEn?: string } | undefined) => string {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return (record) => (english && record?.titleEn ? record.titleEn : (record?.title ?? ''));
}
