import type { Permission } from '@contract/permissions';

/** Passes every permission check. */
export const ALL_PERMISSIONS = '*:*:*';
/** Passes every role check. */
export const SUPER_ADMIN_ROLE = 'admin';

export type Match = 'any' | 'all';

/**
 * The one permission shape of every gated control (`Access`, toolbar buttons, row actions):
 * without `permission` everyone passes; with several, one of them is enough (`match: 'all'`: every one).
 */
export interface PermissionGate {
  permission?: Permission | readonly Permission[];
  match?: Match;
}

function requireList(values: readonly string[], what: string): void {
  if (!Array.isArray(values) || values.length === 0) {
    throw new Error(`A ${what} check needs a non-empty list, e.g. [USER_PERMS.add]`);
  }
}

function check(owned: readonly string[], wanted: readonly string[], match: Match, wildcard: string, what: string) {
  requireList(wanted, what);
  if (owned.includes(wildcard)) return true;
  return match === 'all' ? wanted.every((w) => owned.includes(w)) : wanted.some((w) => owned.includes(w));
}

/** Permission check: single (one entry), any-of or all-of. */
export function hasPermission(
  owned: readonly string[],
  wanted: Permission | readonly Permission[],
  match: Match = 'any',
) {
  const list: readonly string[] = typeof wanted === 'string' ? [wanted] : wanted;
  return check(owned, list, match, ALL_PERMISSIONS, 'permission');
}

/** Role check: single (one entry), any-of or all-of. */
export function hasRole(owned: readonly string[], wanted: string | readonly string[], match: Match = 'any') {
  return check(owned, typeof wanted === 'string' ? [wanted] : wanted, match, SUPER_ADMIN_ROLE, 'role');
}

/** Whether a user holding `owned` passes a gate (no permission asked: yes). */
export function passesGate(owned: readonly string[], gate: PermissionGate): boolean {
  return gate.permission === undefined || hasPermission(owned, gate.permission, gate.match);
}
