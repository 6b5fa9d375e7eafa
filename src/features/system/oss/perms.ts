import type { PermissionTable } from '@contract/permissions';

/** The permissions of the storage configuration screen (`system:oss:*`). */
export const OSS_PERMS = {
  add: 'system:oss:add',
  edit: 'system:oss:edit',
  remove: 'system:oss:remove',
} as const satisfies PermissionTable;
