import type { PermissionTable } from '@contract/permissions';

/** The permissions of the menu screen (`system:menu:*`), the platform administrator's. */
export const MENU_PERMS = {
  add: 'system:menu:add',
  edit: 'system:menu:edit',
  remove: 'system:menu:remove',
} as const satisfies PermissionTable;
