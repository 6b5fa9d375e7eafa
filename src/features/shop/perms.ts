import type { PermissionTable } from '@contract/permissions';

/** The permissions of the teaching-aid shop (`user:shop:*`, docs/roles.md). */
export const SHOP_PERMS = {
  list: 'user:shop:list',
  /** an aid's details, its demo page and "ask for this" */
  query: 'user:shop:query',
} as const satisfies PermissionTable;
