import type { PermissionTable } from '@contract/permissions';

/** The permissions of the login log screen (`monitor:logininfor:*`). */
export const LOGININFOR_PERMS = {
  remove: 'monitor:logininfor:remove',
  export: 'monitor:logininfor:export',
  unlock: 'monitor:logininfor:unlock',
} as const satisfies PermissionTable;
