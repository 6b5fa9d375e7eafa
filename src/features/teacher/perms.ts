import type { PermissionTable } from '@contract/permissions';

/** The permissions of the teacher's workspace (`user:teacher:*`, docs/roles.md). */
export const TEACHER_PERMS = {
  /** the home page */
  list: 'user:teacher:list',
  /** a course's and a lesson's pages, and marking a lesson taught */
  query: 'user:teacher:query',
} as const satisfies PermissionTable;
