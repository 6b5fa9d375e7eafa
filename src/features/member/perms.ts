import type { PermissionTable } from '@contract/permissions';

/** The permissions of the school members' screens (`user:memberclass:*`, `user:memberteacher:*`). */
export const MEMBER_CLASS_PERMS = {
  query: 'user:memberclass:query',
  add: 'user:memberclass:add',
  /** editing a class also imports its rosters */
  edit: 'user:memberclass:edit',
  remove: 'user:memberclass:remove',
} as const satisfies PermissionTable;

export const MEMBER_TEACHER_PERMS = {
  query: 'user:memberteacher:query',
  add: 'user:memberteacher:add',
  edit: 'user:memberteacher:edit',
} as const satisfies PermissionTable;
