import type { PermissionTable } from '@contract/permissions';

/** The permissions of the banner screen (`admin:banner:*`); reordering is an edit. */
export const BANNER_PERMS = {
  add: 'admin:banner:add',
  edit: 'admin:banner:edit',
  remove: 'admin:banner:remove',
} as const satisfies PermissionTable;
