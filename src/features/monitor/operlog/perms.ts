import type { PermissionTable } from '@contract/permissions';

/** The permissions of the operation log (`monitor:operlog:*`) and of a record's history. */
export const OPERLOG_PERMS = {
  /** the list, and the History button of the record editors */
  list: 'monitor:operlog:list',
  /** an entry's details with its changes */
  query: 'monitor:operlog:query',
  /** delete selected, clean */
  remove: 'monitor:operlog:remove',
  export: 'monitor:operlog:export',
} as const satisfies PermissionTable;
