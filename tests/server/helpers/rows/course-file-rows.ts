import { SAMPLE_FILES, sampleUrl, type SampleFile } from '../../../../server/db/seed/samples/sample-files';
import { courseFiles, lessons } from '../../../../server/db/schema';
import { db } from '../harness';

// Course files and a lesson that tests add to seeded course 1, with ids far above the seed's.

export const TEST_LESSON_ID = 5001;

type CourseFileRow = typeof courseFiles.$inferInsert;

export const sampleOf = (ext: string): SampleFile => SAMPLE_FILES.find((f) => f.fileName.endsWith(`.${ext}`))!;

/** A course-level file of course 1 on the sample of that extension; `extra` changes any field. */
export function courseFileRow(fileId: number, ext: string, extra: Partial<CourseFileRow> = {}): CourseFileRow {
  const sample = sampleOf(ext);
  return {
    fileId,
    courseId: 1,
    lessonId: null,
    kind: 'courseware',
    fileName: sample.fileName,
    url: sampleUrl(sample),
    size: 4654,
    contentType: sample.contentType,
    downloadable: true,
    sort: 1,
    createBy: 'admin',
    createTime: '2024-09-01 08:00:00',
    ...extra,
  };
}

export async function addCourseFiles(...rows: CourseFileRow[]): Promise<void> {
  await db().insert(courseFiles).values(rows);
}

/** A lesson of course 1 (`TEST_LESSON_ID`) for lesson files to belong to; `extra` changes any field. */
export async function addTestLesson(extra: Partial<typeof lessons.$inferInsert> = {}): Promise<void> {
  await db()
    .insert(lessons)
    .values({
      lessonId: TEST_LESSON_ID,
      courseId: 1,
      sort: 99,
      title: '第一课 认识电路',
      titleEn: 'Lesson 1: Meet the circuit',
      description: '',
      createBy: 'admin',
      createTime: '2024-09-01 08:00:00',
      ...extra,
    });
}
