import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { courses, courseSchools, schools } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { fail } from '../../lib/errors';
import { updatedBy } from '../../lib/records';
import type { CourseSchoolChange } from './schema';
import { schoolNames } from '../school/names';

// The schools a course is open to (docs/api.md "Courses"): the ones using it and, for those who
// may change the links, the enabled schools that could be added.

const schoolColumns = {
  schoolId: schools.schoolId,
  ...schoolNames,
  schoolType: schools.schoolType,
  schoolStage: schools.schoolStage,
  status: schools.status,
};

/** The ids of the schools that use the course, as a subquery (typed: a renamed column fails the type check). */
const schoolsUsing = (db: Db, courseId: number) =>
  db.select({ schoolId: courseSchools.schoolId }).from(courseSchools).where(eq(courseSchools.courseId, courseId));

export async function courseSchoolLists(db: Db, courseId: number, mayEdit: boolean) {
  const using = await db
    .select(schoolColumns)
    .from(schools)
    .where(inArray(schools.schoolId, schoolsUsing(db, courseId)))
    .orderBy(asc(schools.schoolId));
  const candidates = mayEdit
    ? await db
        .select(schoolColumns)
        .from(schools)
        .where(and(notInArray(schools.schoolId, schoolsUsing(db, courseId)), eq(schools.status, '0')))
        .orderBy(asc(schools.schoolId))
    : [];
  return { schools: using, candidates };
}

/** Associates and dissociates schools in one transaction; an unknown school refuses the whole change. */
export async function changeCourseSchools(
  db: Db,
  auth: Auth,
  clock: Clock,
  courseId: number,
  { associate, dissociate }: CourseSchoolChange,
) {
  if (!associate.length && !dissociate.length) fail('请选择学校', 'Please choose at least one school');
  const named = [...associate, ...dissociate];
  const found = new Set(
    (await db.select({ schoolId: schools.schoolId }).from(schools).where(inArray(schools.schoolId, named))).map(
      (s) => s.schoolId,
    ),
  );
  const unknown = named.find((id) => !found.has(id));
  if (unknown !== undefined) fail(`学校 ${unknown} 不存在`, `The school ${unknown} does not exist`);
  // Dissociating wins over associating the same school: the safer reading of a contradictory request.
  const added = [...new Set(associate)].filter((id) => !dissociate.includes(id));
  await db.transaction(async (tx) => {
    if (added.length) {
      await tx
        .insert(courseSchools)
        .values(added.map((schoolId) => ({ courseId, schoolId })))
        .onConflictDoNothing();
    }
    if (dissociate.length) {
      await tx
        .delete(courseSchools)
        .where(and(eq(courseSchools.courseId, courseId), inArray(courseSchools.schoolId, dissociate)));
    }
    await tx.update(courses).set(updatedBy(auth, clock)).where(eq(courses.courseId, courseId));
  });
}
