import type { PermissionTable } from '@contract/permissions';

/** The permissions of the scheduled jobs screen (`monitor:job:*`). */
export const JOB_PERMS = {
  changeStatus: 'monitor:job:changeStatus',
  run: 'monitor:job:run',
  list: 'monitor:job:list',
} as const satisfies PermissionTable;
