import type { PermissionTable } from '@contract/permissions';

/** The permission of the code generator's edit screen. */
export const GEN_PERMS = { edit: 'tool:gen:edit' } as const satisfies PermissionTable;
