/** One namespace's messages: nested objects of strings. */
export type Messages = { [key: string]: string | Messages };
export type Language = 'en' | 'zh';
export type Resources = Record<Language, Record<string, Messages>>;

/** `{ './<language>/<namespace>.json': messages }`, as import.meta.glob gives it, by language. */
export function gather(files: Record<string, Messages>): Resources {
  const found: Resources = { en: {}, zh: {} };
  for (const [path, messages] of Object.entries(files)) {
    const [, language, namespace] = /^\.\/(en|zh)\/([\w-]+)\.json$/.exec(path) ?? [];
    if (language && namespace) found[language as Language][namespace] = messages;
  }
  return found;
}
