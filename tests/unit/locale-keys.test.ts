import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '@/locales/all';

// Every literal translation key the source asks for exists, so no user ever sees a raw key such as
// "authRole.selected". Keys built at run time (template literals) are not checked here.

const SRC = join(__dirname, '../../src');
const en = resources.en as Record<string, unknown>;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function has(namespace: string, key: string): boolean {
  const node = key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], en[namespace]);
  if (typeof node === 'string') return true;
  // plural forms: key_one / key_other
  const parent = key.split('.').slice(0, -1);
  const last = key.split('.').at(-1) ?? '';
  const siblings = parent.reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], en[namespace]);
  return typeof (siblings as Record<string, unknown> | undefined)?.[`${last}_other`] === 'string';
}

function missingKeys(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  // useTranslation() without a namespace means the default one, common
  const namespaces = [...text.matchAll(/useTranslation\(\s*(?:'([\w-]+)')?/g)].map((m) => m[1] ?? 'common');
  const defaults = namespaces.length ? namespaces : ['common'];
  const missing: string[] = [];
  // t('key'), t("key"), i18n.t('ns:key'): a call named t whose first argument is a plain string
  for (const [, key] of text.matchAll(/\bt\(\s*['"]([\w.:-]+)['"]/g)) {
    const [namespace, rest] = key.includes(':') ? key.split(':', 2) : [undefined, key];
    const found = namespace ? has(namespace, rest) : defaults.some((ns) => has(ns, rest));
    if (!found) missing.push(key);
  }
  return missing;
}

describe('translation keys used in the source', () => {
  it('all exist in the locale files', () => {
    const report = files(SRC)
      .map((path) => ({ path: path.slice(SRC.length + 1), missing: missingKeys(path) }))
      .filter((entry) => entry.missing.length);
    expect(report).toEqual([]);
  });
});
