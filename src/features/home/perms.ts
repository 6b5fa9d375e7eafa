import type { PermissionTable } from '@contract/permissions';

/** The permissions of the home page: the first-run checklist is read by those who may read the parameters. */
export const HOME_PERMS = {
  setup: 'system:config:query',
} as const satisfies PermissionTable;
