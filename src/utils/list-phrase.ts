import type { Language } from './language';

/** Several names as one phrase of the language: 张三、李四 / Zhang San and Li Si. */
export function listPhrase(names: readonly string[], language: Language): string {
  return language === 'en' ? new Intl.ListFormat('en', { type: 'conjunction' }).format(names) : names.join('、');
}
