import { eq, sql } from 'drizzle-orm';
import { courses, courseSchools } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/errors';
import { answered } from '../../lib/records';
import { subquery } from '../../lib/subquery';

// A course as every course call answers it: the stored row (both languages as stored) with the
// ids of the schools using it.

/** The ids of the schools using the course, in id order. */
const schoolIdsOf = sql<number[]>`coalesce((${subquery
  .select({ ids: sql`json_agg(${courseSchools.schoolId} order by ${courseSchools.schoolId})` })
  .from(courseSchools)
  .where(eq(courseSchools.courseId, courses.courseId))}), '[]'::json)`;

export const courseColumns = {
  courseId: courses.courseId,
  title: courses.title,
  titleEn: courses.titleEn,
  description: courses.description,
  descriptionEn: courses.descriptionEn,
  gradeStart: courses.gradeStart,
  gradeEnd: courses.gradeEnd,
  disciplineId: courses.disciplineId,
  subjectId: courses.subjectId,
  classHours: courses.classHours,
  tags: courses.tags,
  cover: courses.cover,
  teachingAids: courses.teachingAids,
  schoolIds: schoolIdsOf,
  status: courses.status,
  createBy: courses.createBy,
  createTime: courses.createTime,
  updateBy: courses.updateBy,
  updateTime: courses.updateTime,
  remark: courses.remark,
};

export const COURSE_MISSING = { zh: '课程不存在', en: 'The course does not exist' };

/** The course `courseId`; an unknown one is refused: 课程不存在 / The course does not exist. */
export async function findCourse(db: Db, courseId: number) {
  const [row] = await db.select(courseColumns).from(courses).where(eq(courses.courseId, courseId));
  if (!row) notFound(COURSE_MISSING.zh, COURSE_MISSING.en);
  return answered(row);
}

export type CourseAnswer = Awaited<ReturnType<typeof findCourse>>;
