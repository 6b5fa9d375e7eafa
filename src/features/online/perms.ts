import type { PermissionTable } from '@contract/permissions';

/** The permissions of the online users screen (`monitor:online:*`). */
export const ONLINE_PERMS = {
  forceLogout: 'monitor:online:forceLogout',
} as const satisfies PermissionTable;
