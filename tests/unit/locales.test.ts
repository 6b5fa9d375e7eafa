import { describe, expect, it } from 'vitest';
import { resources } from '@/locales/all';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locales', () => {
  it('en and zh have identical key sets', () => {
    expect(keys(resources.en).sort()).toEqual(keys(resources.zh).sort());
  });

  it('no translation is empty', () => {
    for (const [language, tree] of Object.entries(resources)) {
      const empty = keys(tree).filter((path) => {
        const value = path.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, language).toEqual([]);
    }
  });
});
