import type { PermissionTable } from '@contract/permissions';

/** The permissions of the system parameters screen (`system:config:*`). */
export const CONFIG_PERMS = {
  add: 'system:config:add',
  edit: 'system:config:edit',
  remove: 'system:config:remove',
  export: 'system:config:export',
} as const satisfies PermissionTable;
