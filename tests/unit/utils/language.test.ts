import { readFileSync } from 'node:fs';
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

describe("index.html's boot script", () => {
  // It names the login fields before any module has run, so it chooses the language itself.
  const bootScript = /<script>([\s\S]*?)<\/script>/.exec(readFileSync('index.html', 'utf8'))![1];
  const bootLanguage = () => {
    new Function(bootScript)();
    return document.documentElement.lang === 'en' ? 'en' : 'zh';
  };

  it.each([
    ['a saved choice', 'en', ['zh-CN']],
    ['a saved choice', 'zh', ['en-US']],
    ['a browser in English', null, ['en-GB', 'zh']],
    ['a browser whose first known language is Chinese', null, ['fr-FR', 'zh-TW', 'en']],
    ['a browser in neither', null, ['fr-FR', 'de']],
    ['a saved value that is no language', 'klingon', ['en-US']],
  ])('chooses the language the console starts in, for %s', (_, saved, languages) => {
    browserLanguages(languages);
    if (saved) localStorage.setItem(LANGUAGE_KEY, saved);
    else localStorage.removeItem(LANGUAGE_KEY);
    expect(bootLanguage()).toBe(detectLanguage());
  });
});

describe('names joined as one phrase', () => {
  it('uses the Chinese list comma in Chinese and an English list in English', () => {
    expect(listPhrase(['张三', '李四', '王五'], 'zh')).toBe('张三、李四、王五');
    expect(listPhrase(['Zhang San', 'Li Si', 'Wang Wu'], 'en')).toBe('Zhang San, Li Si, and Wang Wu');
    expect(listPhrase(['Profile'], 'en')).toBe('Profile');
  });
});
