import type { Language } from './language';

/**
 * A stored bilingual text (Chinese in `zh`, English in `en`) in `language`, falling back to the
 * other language when that one is empty (an English title is optional).
 */
export function inLanguage(language: Language, zh: string | undefined, en: string | undefined): string {
  const [mine, theirs] = language === 'en' ? [en, zh] : [zh, en];
  return mine || theirs || '';
}
