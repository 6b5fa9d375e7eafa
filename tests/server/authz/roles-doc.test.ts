import { describe, expect, it } from 'vitest';
import { call, login } from '../helpers/client';
import { documentedScreens, ROLE_ACCOUNTS } from '../helpers/roles-doc';

// docs/roles.md is the promise of who sees which screen; the menus the server sends must keep it.

describe('docs/roles.md', () => {
  const documented = documentedScreens();

  it('lists screens for every role', () => {
    expect(documented.get('admin')?.size).toBe(52);
    expect(documented.get('teacher')?.size).toBeGreaterThan(0);
  });

  it.each(Object.entries(ROLE_ACCOUNTS))('matches the menu the server sends to %s', async (role, username) => {
    const tree = (
      await call<Array<{ children?: Array<{ path: string }> }>>('/getRouters', { token: await login(username) })
    ).data;
    const served = tree.flatMap((g) => g.children ?? []).map((c) => c.path);
    expect(new Set(served)).toEqual(documented.get(role));
  });
});
