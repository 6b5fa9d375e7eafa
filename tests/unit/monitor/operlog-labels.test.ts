import { describe, expect, it } from 'vitest';
import { AUDIT_MODULES, BUSINESS_TYPES } from '@contract/monitor';
import { resources } from '@/locales/all';
import { everyFieldLabelKey } from '@/features/monitor/operlog/changes/field-labels';

// The operation log names every stored code in both languages, and names a changed field by a
// label the console already has (a key that exists), never by a key a user would see raw.

function text(language: 'en' | 'zh', key: string): unknown {
  const [namespace, path] = key.split(':');
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      resources[language][namespace],
    );
}

describe('operation log labels', () => {
  it.each(['en', 'zh'] as const)('names every module and operation kind in %s', (language) => {
    for (const module of AUDIT_MODULES)
      expect(typeof text(language, `monitor:module.${module}`), module).toBe('string');
    for (const type of BUSINESS_TYPES) expect(typeof text(language, `monitor:operation.${type}`), type).toBe('string');
  });

  it.each(['en', 'zh'] as const)("labels changed fields with the console's existing labels in %s", (language) => {
    const keys = everyFieldLabelKey();
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((key) => typeof text(language, key) !== 'string')).toEqual([]);
  });
});
