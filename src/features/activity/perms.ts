import type { PermissionTable } from '@contract/permissions';

/** The permissions of the activity screens (`admin:activity:*`). */
export const ACTIVITY_PERMS = {
  query: 'admin:activity:query',
  add: 'admin:activity:add',
  edit: 'admin:activity:edit',
  remove: 'admin:activity:remove',
  export: 'admin:activity:export',
} as const satisfies PermissionTable;

/** The permissions of the registrations screen (`admin:registration:*`). */
export const REGISTRATION_PERMS = {
  list: 'admin:registration:list',
  remove: 'admin:registration:remove',
  export: 'admin:registration:export',
} as const satisfies PermissionTable;
