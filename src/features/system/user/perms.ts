import type { PermissionTable } from '@contract/permissions';

/** The permissions of the users screen (`system:user:*`). */
export const USER_PERMS = {
  add: 'system:user:add',
  edit: 'system:user:edit',
  remove: 'system:user:remove',
  resetPwd: 'system:user:resetPwd',
  export: 'system:user:export',
  import: 'system:user:import',
} as const satisfies PermissionTable;
