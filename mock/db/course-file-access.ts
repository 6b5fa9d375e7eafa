import type { CourseFileRow } from './business-types';
import { allows } from './access';
import { visibleMessages } from './message-scope';
import { teacherCourseIds } from './teacher-scope';
import type { RoleRow, UserRow } from './types';

// Whoever can open a course's page can read its files (docs/api.md "Course files and preview"):
// the catalogue's readers and editors every course's, a teacher the courses assigned to them.
// A courseware message also opens its class-hour document for everyone who can read the message.

const CATALOGUE_PERMS = ['admin:course:list', 'admin:course:query', 'admin:course:add', 'admin:course:edit'];

export function mayReadCourse(user: UserRow, role: RoleRow | undefined, courseId: number): boolean {
  if (CATALOGUE_PERMS.some((perm) => allows(role, perm))) return true;
  return allows(role, 'user:teacher:query') && teacherCourseIds(user.userId).has(courseId);
}

export function mayReadCourseFile(user: UserRow, role: RoleRow | undefined, file: CourseFileRow): boolean {
  if (mayReadCourse(user, role, file.courseId)) return true;
  return visibleMessages(user, role).some((m) => m.fileId === file.fileId);
}
