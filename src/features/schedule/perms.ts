import type { PermissionTable } from '@contract/permissions';

/** The permissions of the schedule screens (`user:schedule:*`): list, open one, plan and change. */
export const SCHEDULE_PERMS = {
  list: 'user:schedule:list',
  query: 'user:schedule:query',
  edit: 'user:schedule:edit',
} as const satisfies PermissionTable;
