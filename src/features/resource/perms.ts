import type { PermissionTable } from '@contract/permissions';

/** The permissions of the resource library (`user:resource:*`, docs/roles.md). */
export const RESOURCE_PERMS = {
  list: 'user:resource:list',
  query: 'user:resource:query',
} as const satisfies PermissionTable;
