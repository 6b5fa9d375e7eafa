import { describe, expect, it } from 'vitest';
import { SITE_CONFIG_KEY, storedSiteName } from '@/utils/document-title';

describe('storedSiteName', () => {
  it('names the site by language from the stored site configuration', () => {
    localStorage.setItem(SITE_CONFIG_KEY, JSON.stringify({ name: '星光课程', enname: 'Starlight Courses' }));
    expect(storedSiteName('zh')).toBe('星光课程');
    expect(storedSiteName('en')).toBe('Starlight Courses');
  });

  it('falls back to the other language, and to nothing without a usable configuration', () => {
    localStorage.setItem(SITE_CONFIG_KEY, JSON.stringify({ name: '星光课程' }));
    expect(storedSiteName('en')).toBe('星光课程');
    localStorage.setItem(SITE_CONFIG_KEY, '{not json');
    expect(storedSiteName('zh')).toBeUndefined();
    localStorage.removeItem(SITE_CONFIG_KEY);
    expect(storedSiteName('zh')).toBeUndefined();
  });
});
