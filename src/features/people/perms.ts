import type { PermissionTable } from '@contract/permissions';

/** The permissions of the people screen (`admin:people:*`): assigning is an edit. */
export const PEOPLE_PERMS = {
  edit: 'admin:people:edit',
  remove: 'admin:people:remove',
} as const satisfies PermissionTable;
