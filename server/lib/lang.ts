// The client names its language in the Content-Language header; every message, menu title and
// role name follows it. Chinese is the product's fallback language (docs/api.md "Headers").
export type Lang = 'zh' | 'en';

export function langOf(header: string | undefined | null): Lang {
  return (header ?? '').trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/** A text in both languages, chosen when the answer is written. */
export interface Bilingual {
  zh: string;
  en: string;
}

export const inLang = (lang: Lang, text: Bilingual): string => (lang === 'en' ? text.en : text.zh);

/** A stored bilingual name in a language; an empty English name falls back to the Chinese. */
export const named = (lang: Lang, zh: string, en: string): string => (lang === 'en' ? en || zh : zh);
