import type { PermissionTable } from '@contract/permissions';

/** The permissions of the dictionary screens (`system:dict:*`), types and data alike. */
export const DICT_PERMS = {
  list: 'system:dict:list',
  add: 'system:dict:add',
  edit: 'system:dict:edit',
  remove: 'system:dict:remove',
} as const satisfies PermissionTable;
