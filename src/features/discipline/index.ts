// The discipline feature's public entry: its screens' permissions (where other screens link to).
export { DISCIPLINE_PERMS, SUBJECT_PERMS } from './perms';
