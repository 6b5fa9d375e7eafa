/** Users holding this also find courses by name on the search page. */
export const SEARCH_PERMS = { courses: 'admin:course:list' } as const;
