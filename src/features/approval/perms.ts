import type { PermissionTable } from '@contract/permissions';

/** The permissions of the approval screen (`admin:approval:*`, docs/roles.md). */
export const APPROVAL_PERMS = {
  list: 'admin:approval:list',
  query: 'admin:approval:query',
  /** approving, rejecting and the schools' approval mode */
  edit: 'admin:approval:edit',
} as const satisfies PermissionTable;
