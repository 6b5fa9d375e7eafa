import type { PermissionTable } from '@contract/permissions';

/** Users holding both find courses by title on the search page and open their details. */
export const SEARCH_PERMS = { courses: ['admin:course:list', 'admin:course:query'] } as const satisfies PermissionTable;
