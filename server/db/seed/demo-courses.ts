import { lessonDocument } from '../../areas/message/records';
import { contents, courseFiles, courses, courseSchools, disciplines, lessons, messages, subjects } from '../schema';
import type { Db } from '../types';
import type { DemoData } from './demo-data';

// The demo data of the course areas: disciplines and subjects, the 44 courses with the schools
// using them, their lessons and files, the content items and the courseware messages (the seed
// data decides which schools use which course and which lesson each message is about).

/** `''` in the seed's rows means "never": null in a column. */
const timeOrNull = (time: string): string | null => time || null;

export async function seedCourseAreas(db: Db, seed: DemoData): Promise<void> {
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
  // each message names its lesson's class-hour document, by the message area's rule
  const messageRows = [];
  for (const m of seed.messages) {
    messageRows.push({ ...m, fileId: await lessonDocument(db, m.lessonId), updateTime: timeOrNull(m.updateTime) });
  }
  await db.insert(messages).values(messageRows);
}
