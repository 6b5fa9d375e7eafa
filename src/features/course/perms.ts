import type { PermissionTable } from '@contract/permissions';

/** The permissions of the course screens (`admin:course:*`, docs/roles.md). */
export const COURSE_PERMS = {
  list: 'admin:course:list',
  query: 'admin:course:query',
  add: 'admin:course:add',
  edit: 'admin:course:edit',
  remove: 'admin:course:remove',
  export: 'admin:course:export',
  feedback: 'admin:course:feedback',
} as const satisfies PermissionTable;
