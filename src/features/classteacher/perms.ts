import type { PermissionTable } from '@contract/permissions';

/** The permissions of the class teachers screen (`admin:classteacher:*`). */
export const CLASS_TEACHER_PERMS = {
  add: 'admin:classteacher:add',
  remove: 'admin:classteacher:remove',
} as const satisfies PermissionTable;
