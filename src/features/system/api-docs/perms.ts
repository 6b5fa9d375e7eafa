/** The permission of the API screen: reading the API document. */
export const API_DOCS_PERMS = { list: 'tool:swagger:list' } as const;
