import type { PermissionTable } from '@contract/permissions';

/** The permissions of the WeChat users screen (`admin:wxuser:*`, docs/roles.md). */
export const WXUSER_PERMS = {
  list: 'admin:wxuser:list',
  query: 'admin:wxuser:query',
  /** enabling and disabling */
  edit: 'admin:wxuser:edit',
} as const satisfies PermissionTable;
