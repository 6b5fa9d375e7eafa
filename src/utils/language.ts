export type Language = 'zh' | 'en';

export const LANGUAGE_KEY = 'language';
export const LANGUAGES: readonly Language[] = ['zh', 'en'];

function isLanguage(value: unknown): value is Language {
  return value === 'zh' || value === 'en';
}

function fromBrowser(): Language | null {
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of tags) {
    const primary = tag?.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** Saved setting, else the browser's language, else Chinese. */
export function detectLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(saved)) return saved;
  return fromBrowser() ?? 'zh';
}

export function saveLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
}

/** Stores the language and reloads the page so every part starts in it. */
export function switchLanguage(language: Language): void {
  saveLanguage(language);
  window.location.reload();
}
