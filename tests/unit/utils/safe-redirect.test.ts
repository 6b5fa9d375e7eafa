import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@/utils/safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/admin/school/index?x=1#top', '/admin/school/index?x=1#top'],
    ['/index', '/index'],
    [null, '/'],
    ['', '/'],
  ])('keeps the internal path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/index',
    'https://evil.example',
    'http://evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    ' //evil.example',
    'evil.example',
    'data:text/html,hi',
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%E0%A4%A',
  ])('refuses %j', (input) => {
    expect(safeRedirect(input)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/bind')).toBe('/bind');
  });
});
