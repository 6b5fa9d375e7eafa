import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { call, login } from './client';

// docs/roles.md is the promise of who sees which screen; the menus the server sends must keep it.

const ACCOUNTS: Record<string, string> = {
  admin: 'admin',
  school_admin: 'schooladmin',
  principal: 'principal',
  teacher: 'teacher',
  discipline_leader: 'leader',
  A4: 'bd',
};

function documentedScreens(): Map<string, Set<string>> {
  const text = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/roles.md'), 'utf8');
  const rows = text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  const header = rows.find((cells) => cells[0] === 'Group' && cells.includes('Route'));
  if (!header) throw new Error('docs/roles.md has no screen table');
  const routeAt = header.indexOf('Route');
  const byRole = new Map(Object.keys(ACCOUNTS).map((role) => [role, new Set<string>()]));
  for (const cells of rows.filter((c) => c.length === header.length && c[routeAt].startsWith('`/'))) {
    for (const [role, paths] of byRole) {
      if (cells[header.indexOf(role)]) paths.add(cells[routeAt].replace(/`/g, ''));
    }
  }
  return byRole;
}

describe('docs/roles.md', () => {
  const documented = documentedScreens();

  it('lists screens for every role', () => {
    expect(documented.get('admin')?.size).toBe(44);
    expect(documented.get('teacher')?.size).toBeGreaterThan(0);
  });

  it.each(Object.entries(ACCOUNTS))('matches the menu the server sends to %s', async (role, username) => {
    const tree = (
      await call<Array<{ children?: Array<{ path: string }> }>>('/getRouters', { token: await login(username) })
    ).data;
    const served = tree.flatMap((g) => g.children ?? []).map((c) => c.path);
    expect(new Set(served)).toEqual(documented.get(role));
  });
});
