import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENUS } from '../../../server/db/seed/demo-data/menus';
import { resources } from '@/locales/all';
import { declarationFiles, declaredPages, declaredScreens } from '@/router/features';
import { hasScreen } from '@/router/page-registry';

// The router and the locales gather their parts from the feature folders
// (import.meta.glob); these prove nothing got lost on the way (docs/screens/README.md).

const ROOT = join(__dirname, '../../..');

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

describe('screens gathered from the features', () => {
  it('every page the server menu sends has a declared screen', () => {
    const names = MENUS.filter((m) => m.menuType === 'C').map((m) => m.path.slice(1));
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name) => !hasScreen(name))).toEqual([]);
  });

  it('every hidden page names a declared screen, and no path is declared twice', () => {
    expect(declaredPages.map((p) => p.path)).toContain('/system/role-auth/user/:roleId');
    expect(declaredPages.filter((p) => !(p.component in declaredScreens))).toEqual([]);
    const paths = declaredPages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('takes every screens.ts of the feature folders', () => {
    const onDisk = files(join(ROOT, 'src/features'), /^screens\.ts$/).map((path) => relative(join(ROOT, 'src'), path));
    expect(onDisk.length).toBeGreaterThan(10);
    expect([...declarationFiles].sort()).toEqual(onDisk.sort());
  });
});

describe('locale namespaces gathered from the folders', () => {
  const onDisk = (language: string) =>
    readdirSync(join(ROOT, 'src/locales', language))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''))
      .sort();

  it('en and zh hold the same namespaces, each one of the files on disk', () => {
    expect(Object.keys(resources.en).sort()).toEqual(onDisk('en'));
    expect(Object.keys(resources.zh).sort()).toEqual(onDisk('zh'));
    expect(onDisk('en')).toEqual(onDisk('zh'));
  });
});

describe('permission strings', () => {
  it('appear in src only in perms.ts files', () => {
    const literal = /['"`][a-z]+:[a-zA-Z-]+:[a-zA-Z]+['"`]/;
    const offenders = files(join(ROOT, 'src'), /\.tsx?$/)
      .filter((path) => !path.endsWith('perms.ts'))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .filter((line) => literal.test(line) && !/\bt\(/.test(line))
          .map((line) => `${relative(ROOT, path)}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
