import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// docs/roles.md read as data: its demo account per role and its screen table, for the tests that
// hold the server to it (roles-doc.test.ts: the menus; authz-matrix.test.ts: every route).

/** The demo account that acts in each role of docs/roles.md. */
export const ROLE_ACCOUNTS: Record<string, string> = {
  admin: 'admin',
  school_admin: 'schooladmin',
  principal: 'principal',
  teacher: 'teacher',
  discipline_leader: 'leader',
  A4: 'bd',
};

export interface DocumentedScreen {
  route: string;
  permission: string;
  /** the cell of each role: '✓', 'view' or '' */
  access: Record<string, string>;
}

function readDoc(name: string): string {
  return readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../docs', name), 'utf8');
}

/** The rows of the "Screens by role" table. */
export function documentedScreenRows(): DocumentedScreen[] {
  const rows = readDoc('roles.md')
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
  const permissionAt = header.indexOf('Permission');
  return rows
    .filter((c) => c.length === header.length && c[routeAt].startsWith('`/'))
    .map((cells) => ({
      route: cells[routeAt].replace(/`/g, ''),
      permission: cells[permissionAt].replace(/`/g, ''),
      access: Object.fromEntries(Object.keys(ROLE_ACCOUNTS).map((role) => [role, cells[header.indexOf(role)]])),
    }));
}

/** The screen routes each role has, by role key. */
export function documentedScreens(): Map<string, Set<string>> {
  const rows = documentedScreenRows();
  return new Map(
    Object.keys(ROLE_ACCOUNTS).map((role) => [role, new Set(rows.filter((r) => r.access[role]).map((r) => r.route))]),
  );
}

/**
 * Whether docs/roles.md gives the role a permission `<area>:<action>`: a screen of the area marked
 * `✓` gives all its actions, one marked `view` its own permission and `query`/`export`; an area
 * without a screen is the administrator's alone.
 */
export function documentedGrant(rows: DocumentedScreen[], role: string, permission: string): boolean {
  const area = permission.slice(0, permission.lastIndexOf(':'));
  const action = permission.slice(area.length + 1);
  const screens = rows.filter((r) => r.permission.startsWith(`${area}:`));
  if (!screens.length) return role === 'admin';
  return screens.some(
    (r) =>
      r.access[role] === '✓' ||
      (r.access[role] === 'view' && (r.permission === permission || ['query', 'export'].includes(action))),
  );
}

/** Whether docs/roles.md gives the role any screen of these areas (`admin:course:` and the like). */
export function documentedAreaGrant(rows: DocumentedScreen[], role: string, areas: readonly string[]): boolean {
  return role === 'admin' || rows.some((r) => areas.some((a) => r.permission.startsWith(a)) && r.access[role]);
}
