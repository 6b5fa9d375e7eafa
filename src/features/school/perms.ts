import type { PermissionTable } from '@contract/permissions';

/** The permissions of the school screens (`admin:school:*`, docs/roles.md). */
export const SCHOOL_PERMS = {
  list: 'admin:school:list',
  query: 'admin:school:query',
  add: 'admin:school:add',
  edit: 'admin:school:edit',
  remove: 'admin:school:remove',
  export: 'admin:school:export',
} as const satisfies PermissionTable;
