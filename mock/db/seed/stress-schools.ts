import type { MockDb } from '../db-type';

// A stress seed for the benchmark (scripts/bench/school-list.mjs), never part of the default seed:
// the school list grown to a given number of schools, copies of the seeded ones under new ids and
// names. It only reads and extends the table it is given, so the bench can run it on a saved
// database.

/** Adds school copies until there are `total` schools; answers how many there are. */
export function addSchoolCopies(data: Pick<MockDb, 'schools'>, total: number): number {
  const seeded = data.schools.slice();
  let id = Math.max(...seeded.map((s) => s.schoolId));
  while (data.schools.length < total) {
    const base = seeded[data.schools.length % seeded.length];
    id += 1;
    data.schools.push({
      ...base,
      schoolId: id,
      schoolName: `${base.schoolName} ${id}`,
      schoolNameEn: `${base.schoolNameEn} ${id}`,
    });
  }
  return data.schools.length;
}
