import { roles } from '../../db/schema';

/**
 * A role's name as every answer that mentions the role carries it: in both languages, the console
 * showing the one of its language (docs/api.md "Records", bilingual records).
 */
export const roleNames = { roleName: roles.roleName, roleNameEn: roles.roleNameEn };
