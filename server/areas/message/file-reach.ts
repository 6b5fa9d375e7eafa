import { and, eq, sql, type SQL } from 'drizzle-orm';
import { messages } from '../../db/schema';
import { CATALOGUE_PERMS } from '../file/course-files';

// When a courseware message opens its class-hour document for those who read the message
// (docs/api.md "Course files and preview"). A message is not a key to any file: it opens only a
// file of its own lesson, and only while its sender may still open that course by the course
// rule (a teacher assigned the course, or a role that reads the whole catalogue). So a message
// saved before the sending rule, or whose sender lost the course, opens nothing beyond what its
// readers may open anyway.

// Qualified by hand: drizzle leaves the table name out of a single-table select, where the
// subqueries' own columns of the same names would otherwise be meant.
const MESSAGE = {
  fileId: sql.raw('"course_message"."file_id"'),
  lessonId: sql.raw('"course_message"."lesson_id"'),
  courseId: sql.raw('"course_message"."course_id"'),
  sender: sql.raw('"course_message"."teacher_user_id"'),
};

const ofItsLesson = sql<boolean>`exists (select 1 from course_file f
  where f.file_id = ${MESSAGE.fileId} and f.lesson_id = ${MESSAGE.lessonId} and f.course_id = ${MESSAGE.courseId})`;

/** Built when asked, not on loading: course-files.ts, which names the catalogue's permissions, imports this file. */
const senderMayOpen = () => {
  const catalogue = sql.join(
    CATALOGUE_PERMS.map((p) => sql`${p}`),
    sql`, `,
  );
  return sql<boolean>`(exists (select 1 from staff_assignment_course a
    where a.user_id = ${MESSAGE.sender} and a.course_id = ${MESSAGE.courseId})
  or exists (select 1 from sys_user_role held join sys_role r on r.role_id = held.role_id
    where held.user_id = ${MESSAGE.sender} and (r.role_key = 'admin' or exists (select 1 from sys_role_menu rm
      join sys_menu m on m.menu_id = rm.menu_id where rm.role_id = r.role_id and m.perms in (${catalogue})))))`;
};

/** The condition on a message (`course_message`) "it names the file and may open it". */
export function messageOpensFile(fileId: number): SQL | undefined {
  return and(eq(messages.fileId, fileId), ofItsLesson, senderMayOpen());
}
