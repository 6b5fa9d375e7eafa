import type { PermissionTable } from '@contract/permissions';

/** The permissions of the notices screen (`system:notice:*`). */
export const NOTICE_PERMS = {
  add: 'system:notice:add',
  edit: 'system:notice:edit',
  remove: 'system:notice:remove',
} as const satisfies PermissionTable;
