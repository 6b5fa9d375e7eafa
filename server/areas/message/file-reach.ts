import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { courseFiles, messages, roles, staffAssignmentCourses, userRoles } from '../../db/schema';
import { grants } from '../../lib/permissions';
import { subquery } from '../../lib/subquery';
import { CATALOGUE_PERMS } from '../file/course-files';

// When a courseware message opens its class-hour document for those who read the message
// (docs/api.md "Course files and preview"). A message is not a key to any file: it opens only a
// file of its own lesson, and only while its sender may still open that course by the course
// rule (a teacher assigned the course, or a role that reads the whole catalogue). So a message
// saved before the sending rule, or whose sender lost the course, opens nothing beyond what its
// readers may open anyway.

/** The file is one of the message's own lesson. */
const ofItsLesson = exists(
  subquery
    .select({ one: sql`1` })
    .from(courseFiles)
    .where(
      and(
        eq(courseFiles.fileId, messages.fileId),
        eq(courseFiles.lessonId, messages.lessonId),
        eq(courseFiles.courseId, messages.courseId),
      ),
    ),
);

/** Built when asked, not on loading: course-files.ts, which names the catalogue's permissions, imports this file. */
const senderMayOpen = () => {
  const assigned = subquery
    .select({ one: sql`1` })
    .from(staffAssignmentCourses)
    .where(
      and(
        eq(staffAssignmentCourses.userId, messages.teacherUserId),
        eq(staffAssignmentCourses.courseId, messages.courseId),
      ),
    );
  const readsCatalogue = subquery
    .select({ one: sql`1` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
    .where(
      and(
        eq(userRoles.userId, messages.teacherUserId),
        or(...CATALOGUE_PERMS.map((perm) => grants(roles.roleId, roles.roleKey, perm))),
      ),
    );
  return or(exists(assigned), exists(readsCatalogue));
};

/** The condition on a message (`course_message`) "it names the file and may open it". */
export function messageOpensFile(fileId: number): SQL | undefined {
  return and(eq(messages.fileId, fileId), ofItsLesson, senderMayOpen());
}
