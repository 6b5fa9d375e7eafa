import type { MockDb } from '../db-type';

// A stress seed for the benchmark (scripts/bench/course-list.mjs), never part of the default seed:
// the catalogue grown to a given number of courses, copies of the seeded ones under new ids and
// titles. It only reads and extends the table it is given, so the bench can run it on a saved
// database.

/** Adds course copies until there are `total` courses; answers how many there are. */
export function addCourseCopies(data: Pick<MockDb, 'courses'>, total: number): number {
  const seeded = data.courses.slice();
  let id = Math.max(...seeded.map((c) => c.courseId));
  while (data.courses.length < total) {
    const base = seeded[data.courses.length % seeded.length];
    id += 1;
    data.courses.push({ ...base, courseId: id, title: `${base.title} ${id}`, titleEn: `${base.titleEn} ${id}` });
  }
  return data.courses.length;
}
