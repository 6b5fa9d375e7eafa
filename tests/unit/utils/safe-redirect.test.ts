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

  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/x/..//evil.example',
    '/x/../\\evil.example',
    '/./%2F/evil.example',
    '/%2e%2e/%2Fevil.example',
    '/x/%2e%2e/%5Cevil.example',
  ])('refuses %j, which dot segments turn into another host', (input) => {
    expect(safeRedirect(input)).toBe('/');
  });

  it.each([
    ['/x/../system/user/index', '/system/user/index'],
    ['/./index?tab=2', '/index?tab=2'],
    ['/a/%2e%2e/index', '/index'],
  ])('follows %j as the normalised path %j', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/bind')).toBe('/bind');
  });
});
