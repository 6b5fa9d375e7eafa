import type { PermissionTable } from '@contract/permissions';

/** The permissions of the schedule screens (`user:schedule:*`): list, open one, plan, change, delete. */
export const SCHEDULE_PERMS = {
  list: 'user:schedule:list',
  query: 'user:schedule:query',
  add: 'user:schedule:add',
  edit: 'user:schedule:edit',
  remove: 'user:schedule:remove',
} as const satisfies PermissionTable;
