// The users feature's public entry: the user shape other features show (the role's users).
export type { SystemUser } from './types';
export { accountRules } from './account-rules';
export { addUserWithRolePath } from './add-with-role';
export { USER_PERMS } from './perms';
