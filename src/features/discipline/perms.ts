import type { PermissionTable } from '@contract/permissions';

/** The permissions of the discipline, subject and discipline leader screens. */
export const DISCIPLINE_PERMS = {
  add: 'admin:discipline:add',
  edit: 'admin:discipline:edit',
  remove: 'admin:discipline:remove',
} as const satisfies PermissionTable;

export const SUBJECT_PERMS = {
  add: 'admin:subject:add',
  edit: 'admin:subject:edit',
  remove: 'admin:subject:remove',
} as const satisfies PermissionTable;

export const LEADER_PERMS = {
  add: 'admin:disciplineleader:add',
  edit: 'admin:disciplineleader:edit',
  remove: 'admin:disciplineleader:remove',
} as const satisfies PermissionTable;
