// The client names its language in the Content-Language header; every message, menu title and
// dictionary label follows it. Chinese is the product's fallback language.
export type Lang = 'zh' | 'en';

export function langOf(request: Request): Lang {
  const header = request.headers.get('Content-Language') ?? '';
  return header.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/** Pick the Chinese or English text for a request (or an already known language). */
export function t(source: Request | Lang, zh: string, en: string): string {
  const lang = typeof source === 'string' ? source : langOf(source);
  return lang === 'en' ? en : zh;
}

/** A stored bilingual name in a language; an empty English name falls back to the Chinese. */
export function named(lang: Lang, zh: string, en: string): string {
  return lang === 'en' ? en || zh : zh;
}
