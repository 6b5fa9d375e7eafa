import type { PermissionTable } from '@contract/permissions';

/** The permissions of the roles screen (`system:role:*`); `edit` also assigns users. */
export const ROLE_PERMS = {
  add: 'system:role:add',
  edit: 'system:role:edit',
  remove: 'system:role:remove',
} as const satisfies PermissionTable;
