import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, LANGUAGE_KEY } from '@/utils/language';

afterEach(() => vi.restoreAllMocks());

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('detectLanguage', () => {
  it('prefers the saved setting', () => {
    browserLanguages(['zh-CN']);
    localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
  });

  it('falls back to the browser language', () => {
    browserLanguages(['en-GB', 'zh']);
    expect(detectLanguage()).toBe('en');
    browserLanguages(['fr-FR', 'zh-TW']);
    expect(detectLanguage()).toBe('zh');
  });

  it('ends with Chinese', () => {
    browserLanguages(['fr-FR', 'de']);
    localStorage.setItem(LANGUAGE_KEY, 'klingon');
    expect(detectLanguage()).toBe('zh');
  });
});
