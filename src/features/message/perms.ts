import type { PermissionTable } from '@contract/permissions';

/** The permissions of the courseware messages (`admin:message:*`). */
export const MESSAGE_PERMS = {
  list: 'admin:message:list',
  query: 'admin:message:query',
  add: 'admin:message:add',
  /** marking messages read */
  edit: 'admin:message:edit',
} as const satisfies PermissionTable;
