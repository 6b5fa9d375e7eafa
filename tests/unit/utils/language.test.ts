import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, LANGUAGE_KEY } from '@/utils/language';
import { listPhrase } from '@/utils/list-phrase';

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

describe('names joined as one phrase', () => {
  it('uses the Chinese list comma in Chinese and an English list in English', () => {
    expect(listPhrase(['张三', '李四', '王五'], 'zh')).toBe('张三、李四、王五');
    expect(listPhrase(['Zhang San', 'Li Si', 'Wang Wu'], 'en')).toBe('Zhang San, Li Si, and Wang Wu');
    expect(listPhrase(['Profile'], 'en')).toBe('Profile');
  });
});
