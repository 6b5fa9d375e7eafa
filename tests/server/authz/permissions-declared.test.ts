import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '@contract/permissions';
import { MENUS } from '../../../server/db/seed/demo-data/menus';
import { appRoutes } from '../helpers/route-table';

// One table of permissions (contract/permissions.ts) for the server's routes, the console's
// screens and the master menu that grants them. The type checker holds the strings typed in code
// to it; this holds the rest: what the menu grants and what the routes ask at run time.

const declared = new Set<string>(PERMISSIONS);

/** Every permission a console screen gates a control on (src/features/.../perms.ts). */
function consolePermissions(): string[] {
  const files = import.meta.glob<Record<string, Record<string, Permission | readonly Permission[]>>>(
    '../../../src/features/**/perms.ts',
    { eager: true },
  );
  return Object.values(files).flatMap((file) => Object.values(file).flatMap((table) => Object.values(table).flat()));
}

function routePermissions(): { perms: string[]; areas: string[] } {
  const gated = appRoutes().flatMap((route) => (route.access ? [route.access] : []));
  return {
    perms: gated.flatMap((access) => (access.perm ? [access.perm] : [])),
    areas: gated.flatMap((access) => access.anyOf ?? []),
  };
}

describe('the one permission table', () => {
  it('declares each permission once', () => {
    expect(PERMISSIONS.length).toBe(declared.size);
  });

  it('is what the master menu grants, no more and no less', () => {
    const granted = new Set(MENUS.map((menu) => menu.perms).filter(Boolean));
    expect([...granted].filter((perm) => !declared.has(perm))).toEqual([]);
    expect(PERMISSIONS.filter((perm) => !granted.has(perm))).toEqual([]);
  });

  it("holds every permission the server's routes ask for, and every area they ask any of", () => {
    const { perms, areas } = routePermissions();
    expect(perms.length).toBeGreaterThan(50);
    expect(perms.filter((perm) => !declared.has(perm))).toEqual([]);
    expect(areas.filter((area) => !PERMISSIONS.some((perm) => perm.startsWith(area)))).toEqual([]);
  });

  it("holds every permission the console's screens gate on", () => {
    const used = consolePermissions();
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((perm) => !declared.has(perm))).toEqual([]);
  });

  it('has every declared permission checked by a route or gating a screen', () => {
    const { perms, areas } = routePermissions();
    const checked = new Set([...perms, ...consolePermissions()]);
    const unused = PERMISSIONS.filter((perm) => !checked.has(perm) && !areas.some((area) => perm.startsWith(area)));
    // a button of the role editor that nothing checks would be a promise nothing keeps
    expect(unused).toEqual([]);
  });
});
