/** One namespace's messages: nested objects of strings. */
type Messages = { [key: string]: string | Messages };
type Language = 'en' | 'zh';

/**
 * Every `<language>/<namespace>.json` of this folder, gathered at build time: a new namespace is
 * two files and nothing else. en and zh always hold the same namespaces and keys
 * (tests/unit/locales.test.ts).
 */
const files = import.meta.glob<Messages>('./*/*.json', { eager: true, import: 'default' });

function gather(): Record<Language, Record<string, Messages>> {
  const found: Record<Language, Record<string, Messages>> = { en: {}, zh: {} };
  for (const [path, messages] of Object.entries(files)) {
    const [, language, namespace] = /^\.\/(en|zh)\/([\w-]+)\.json$/.exec(path) ?? [];
    if (language && namespace) found[language as Language][namespace] = messages;
  }
  return found;
}

export const resources = gather();

export const namespaces = Object.keys(resources.zh);
