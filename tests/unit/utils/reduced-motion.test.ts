import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from '@/theme';

const realMatchMedia = window.matchMedia;

function systemSetting(reduce: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  })) as unknown as typeof window.matchMedia;
}

describe('reduce motion', () => {
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('follows the operating system setting', () => {
    systemSetting(true);
    expect(prefersReducedMotion()).toBe(true);
    systemSetting(false);
    expect(prefersReducedMotion()).toBe(false);
  });
});
