import {
  aidRequests,
  lessonsTaught,
  resourceLessons,
  resources,
  schedules,
  staffAssignmentClasses,
  staffAssignmentCourses,
  staffAssignments,
  teachingAidCourses,
  teachingAids,
} from '../schema';
import type { Db } from '../types';
import type { DemoData } from './demo-data';

// The demo data of teaching: who teaches which courses and classes, the planned lessons (dates
// relative to the week the database is seeded, so every demo teacher has a full week) and the
// resource library with the lessons using each resource, the lessons each class has had, and the
// teaching-aid shop with the teachers' requests.

/** `''` in the seed's rows means "never": null in a column. */
const timeOrNull = (time: string): string | null => time || null;

export async function seedTeaching(db: Db, seed: DemoData): Promise<void> {
  if (seed.staffAssignments.length) {
    await db.insert(staffAssignments).values(
      seed.staffAssignments.map(({ courseIds: _c, classIds: _k, updateTime, ...a }) => ({
        ...a,
        updateTime: timeOrNull(updateTime),
      })),
    );
    await db
      .insert(staffAssignmentCourses)
      .values(seed.staffAssignments.flatMap((a) => a.courseIds.map((courseId) => ({ userId: a.userId, courseId }))));
    await db
      .insert(staffAssignmentClasses)
      .values(seed.staffAssignments.flatMap((a) => a.classIds.map((classId) => ({ userId: a.userId, classId }))));
  }
  // in slices: a few hundred rows of 15 columns each
  const rows = seed.schedules.map((s) => ({ ...s, updateTime: timeOrNull(s.updateTime) }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(schedules).values(rows.slice(i, i + 500));
  await db
    .insert(resources)
    .values(
      seed.resources.map(({ lessonIds: _l, updateTime, ...r }) => ({ ...r, updateTime: timeOrNull(updateTime) })),
    );
  await db
    .insert(resourceLessons)
    .values(
      seed.resources.flatMap((r) =>
        r.lessonIds.map((lessonId, sort) => ({ resourceId: r.resourceId, lessonId, sort })),
      ),
    );
  if (seed.lessonsTaught.length) await db.insert(lessonsTaught).values(seed.lessonsTaught);
  await db
    .insert(teachingAids)
    .values(
      seed.teachingAids.map(({ courseIds: _c, updateTime, ...a }) => ({ ...a, updateTime: timeOrNull(updateTime) })),
    );
  const aidCourses = seed.teachingAids.flatMap((a) => a.courseIds.map((courseId) => ({ aidId: a.aidId, courseId })));
  if (aidCourses.length) await db.insert(teachingAidCourses).values(aidCourses);
  if (seed.aidRequests.length) {
    await db
      .insert(aidRequests)
      .values(seed.aidRequests.map(({ updateTime, ...r }) => ({ ...r, updateTime: timeOrNull(updateTime) })));
  }
}
