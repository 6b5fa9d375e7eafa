/** The permissions of the course and lesson editors (`admin:course:*`). */
export const COURSE_EDIT_PERMS = {
  add: 'admin:course:add',
  edit: 'admin:course:edit',
} as const;
