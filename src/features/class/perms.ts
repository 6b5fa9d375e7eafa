import type { PermissionTable } from '@contract/permissions';

export const CLASS_PERMS = {
  query: 'admin:class:query',
  add: 'admin:class:add',
  edit: 'admin:class:edit',
  remove: 'admin:class:remove',
  import: 'admin:class:import',
} as const satisfies PermissionTable;
