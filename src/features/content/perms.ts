import type { PermissionTable } from '@contract/permissions';

/** The permissions of the content screens (`admin:content:*`). */
export const CONTENT_PERMS = {
  add: 'admin:content:add',
  edit: 'admin:content:edit',
  remove: 'admin:content:remove',
  query: 'admin:content:query',
} as const satisfies PermissionTable;
