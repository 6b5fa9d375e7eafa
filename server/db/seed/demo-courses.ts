import { createSeed } from '../../../mock/db/seed';
import { contents, courseFiles, courses, courseSchools, disciplines, lessons, messages, subjects } from '../schema';
import type { Db } from '../types';

// The demo data of the course areas: disciplines and subjects, the 44 courses with the schools
// using them, their lessons and files, the content items and the courseware messages. The data
// is declared once, in the embedded backend's seed (which also decides which schools use which
// course and which lesson each message is about), until the server takes it over.

/** `''` in the embedded backend's rows means "never": null in a column. */
const timeOrNull = (time: string): string | null => time || null;

export async function seedCourseAreas(db: Db): Promise<void> {
  const seed = createSeed(0);
  await db.insert(disciplines).values(seed.disciplines.map((d) => ({ ...d, updateTime: timeOrNull(d.updateTime) })));
  await db.insert(subjects).values(seed.subjects.map((s) => ({ ...s, updateTime: timeOrNull(s.updateTime) })));
  await db
    .insert(courses)
    .values(seed.courses.map(({ schoolIds: _schoolIds, ...c }) => ({ ...c, updateTime: timeOrNull(c.updateTime) })));
  await db
    .insert(courseSchools)
    .values(seed.courses.flatMap((c) => c.schoolIds.map((schoolId) => ({ courseId: c.courseId, schoolId }))));
  await db.insert(lessons).values(seed.lessons.map((l) => ({ ...l, updateTime: timeOrNull(l.updateTime) })));
  // in slices: one statement for ~700 rows of 12 columns is close to the parameter limit
  for (let i = 0; i < seed.courseFiles.length; i += 500) {
    await db.insert(courseFiles).values(seed.courseFiles.slice(i, i + 500));
  }
  await db
    .insert(contents)
    .values(seed.contents.map(({ link: _link, ...c }) => ({ ...c, updateTime: timeOrNull(c.updateTime) })));
  await db.insert(messages).values(seed.messages.map((m) => ({ ...m, updateTime: timeOrNull(m.updateTime) })));
}
