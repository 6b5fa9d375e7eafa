// The schools feature's public entry: where a school is made, for links from empty choices elsewhere.
export { schoolEditorPath } from './paths';
export { SCHOOL_PERMS } from './perms';
