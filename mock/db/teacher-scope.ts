import { db } from './store';

// What a teacher teaches: the classes and courses of their own workspace (home, lesson pages,
// schedule). A class is theirs when they are one of its teachers (`ClassRow.teacherIds`, which the
// class-teacher assignments keep up to date) or when the school assigned it to them as staff; a
// course is theirs when the school assigned it to them. Every teacher-facing call scopes by these.

export function teacherClassIds(userId: number): Set<number> {
  const data = db();
  const ids = new Set<number>();
  for (const c of data.classes) if (c.teacherIds.includes(userId)) ids.add(c.classId);
  for (const a of data.staffAssignments) if (a.userId === userId) for (const id of a.classIds) ids.add(id);
  return ids;
}

export function teacherCourseIds(userId: number): Set<number> {
  const ids = new Set<number>();
  for (const a of db().staffAssignments) if (a.userId === userId) for (const id of a.courseIds) ids.add(id);
  return ids;
}
