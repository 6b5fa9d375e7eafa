import { asc, eq, max, sql } from 'drizzle-orm';
import { courses, disciplines, lessons, subjects } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { deleteListed } from '../../lib/delete-listed';
import { fail, notFound } from '../../lib/errors';
import { answered, createdBy, updateStamped } from '../../lib/records';
import {
  COURSE_LISTS,
  filesOfCourse,
  filesOfLesson,
  LESSON_LISTS,
  listsOf,
  writeFiles,
  type ListFiles,
  type Lists,
  type WireFile,
} from './file-lists';
import { findCourse } from './records';
import type { AddedLesson, ChangedCourse, ChangedLesson, CourseFields, LessonOrder, NewCourse } from './schema';

// Course editing (docs/api.md "Course editing"): one course with its files and lessons, creating
// and updating a course, and the lesson calls of the lesson editor. Every message is the one the
// editor screens show for the same mistake, so a rule the screen missed still reads the same.

const LESSON_MISSING = { zh: '课时不存在', en: 'The lesson does not exist' };

const lessonColumns = {
  lessonId: lessons.lessonId,
  courseId: lessons.courseId,
  sort: lessons.sort,
  title: lessons.title,
  titleEn: lessons.titleEn,
  description: lessons.description,
  createBy: lessons.createBy,
  createTime: lessons.createTime,
  updateBy: lessons.updateBy,
  updateTime: lessons.updateTime,
  remark: lessons.remark,
};

async function findLesson(db: Db, lessonId: number) {
  const [row] = await db.select(lessonColumns).from(lessons).where(eq(lessons.lessonId, lessonId));
  if (!row) notFound(LESSON_MISSING.zh, LESSON_MISSING.en);
  return answered(row);
}

/** The course with its three resource lists and its lessons (each with its own files), in order. */
export async function courseDetail(db: Db, courseId: number) {
  const course = await findCourse(db, courseId);
  const own = await db
    .select(lessonColumns)
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.sort), asc(lessons.lessonId));
  const files = await filesOfCourse(db, courseId);
  return {
    ...course,
    ...listsOf(files, null, COURSE_LISTS),
    lessons: own.map((l) => ({ ...answered(l), ...listsOf(files, l.lessonId, LESSON_LISTS) })),
  };
}

export async function lessonDetail(db: Db, lessonId: number) {
  const lesson = await findLesson(db, lessonId);
  return { ...lesson, ...listsOf(await filesOfLesson(db, lessonId), lessonId, LESSON_LISTS) };
}

/** The messages of the grade range and the subject; the editor's step 1 says the same. */
const GRADE_ORDER = { zh: '结束年级不能早于起始年级', en: 'The end grade cannot be before the start grade' };
const SUBJECT_OUTSIDE = { zh: '所选科目不属于所选学科', en: 'The subject does not belong to the chosen discipline' };

/** The course's fields, once the rules needing the database hold: the grade range in order, a discipline and its subject. */
async function readCourse(db: Db, input: CourseFields) {
  const { gradeStart, gradeEnd, disciplineId, subjectId } = input;
  if (gradeEnd < gradeStart) fail(GRADE_ORDER.zh, GRADE_ORDER.en);
  const [discipline] = await db
    .select({ disciplineId: disciplines.disciplineId })
    .from(disciplines)
    .where(eq(disciplines.disciplineId, disciplineId));
  if (!discipline) fail('学科不存在', 'The discipline does not exist');
  const [subject] = await db
    .select({ disciplineId: subjects.disciplineId })
    .from(subjects)
    .where(eq(subjects.subjectId, subjectId));
  if (!subject) fail('科目不存在', 'The subject does not exist');
  if (subject.disciplineId !== disciplineId) fail(SUBJECT_OUTSIDE.zh, SUBJECT_OUTSIDE.en);
  return {
    title: input.title,
    titleEn: input.titleEn,
    description: input.description,
    descriptionEn: input.descriptionEn,
    gradeStart,
    gradeEnd,
    disciplineId,
    subjectId,
    classHours: input.classHours,
    tags: input.tags,
    cover: input.cover,
    teachingAids: input.teachingAids,
  };
}

interface LessonValues {
  title: string;
  titleEn: string;
  description: string;
}

const lessonValues = ({ title, titleEn, description }: LessonValues): LessonValues => ({ title, titleEn, description });

/** The file lists `lists` of a write, out of its checked body. */
const filesIn = <L extends Lists>(input: { [K in keyof L]: WireFile[] }, lists: L): ListFiles =>
  Object.fromEntries(Object.keys(lists).map((list) => [list, input[list]]));

/** A lesson added after the course's last one, with its files. */
async function addLesson(
  db: Db,
  courseId: number,
  lesson: { values: LessonValues; files: ListFiles },
  stamp: { createBy: string; createTime: string },
): Promise<number> {
  const [last] = await db
    .select({ sort: max(lessons.sort) })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  const [row] = await db
    .insert(lessons)
    .values({ courseId, sort: (last?.sort ?? 0) + 1, ...lesson.values, ...stamp })
    .returning({ lessonId: lessons.lessonId });
  await writeFiles(db, { courseId, lessonId: row.lessonId }, LESSON_LISTS, lesson.files, stamp);
  return row.lessonId;
}

/** Locks the course row for the rest of the transaction: its lessons' order is changing. */
async function lockCourse(db: Db, courseId: number): Promise<void> {
  await db.select({ courseId: courses.courseId }).from(courses).where(eq(courses.courseId, courseId)).for('update');
}

/** A new course with its files and lessons; everything is checked before anything is written. */
export async function createCourse(db: Db, auth: Auth, clock: Clock, input: NewCourse): Promise<number> {
  const values = await readCourse(db, input);
  const files = filesIn(input, COURSE_LISTS);
  const newLessons = input.lessons.map((lesson) => ({
    values: lessonValues(lesson),
    files: filesIn(lesson, LESSON_LISTS),
  }));
  const stamp = createdBy(auth, clock);
  return db.transaction(async (tx) => {
    const [course] = await tx
      .insert(courses)
      .values({ ...values, status: '0', ...stamp })
      .returning({ courseId: courses.courseId });
    await writeFiles(tx, { courseId: course.courseId, lessonId: null }, COURSE_LISTS, files, stamp);
    for (const lesson of newLessons) await addLesson(tx, course.courseId, lesson, stamp);
    return course.courseId;
  });
}

/** The fields and the three file lists of a course; its lessons go through the lesson calls. */
export async function updateCourse(db: Db, auth: Auth, clock: Clock, input: ChangedCourse): Promise<void> {
  const course = await findCourse(db, input.courseId);
  const values = await readCourse(db, input);
  const files = filesIn(input, COURSE_LISTS);
  const stamp = createdBy(auth, clock);
  await db.transaction(async (tx) => {
    await updateStamped(tx, auth, clock, courses, eq(courses.courseId, course.courseId), values);
    await writeFiles(tx, { courseId: course.courseId, lessonId: null }, COURSE_LISTS, files, stamp);
  });
}

export async function createLesson(db: Db, auth: Auth, clock: Clock, input: AddedLesson): Promise<number> {
  const course = await findCourse(db, input.courseId);
  const lesson = { values: lessonValues(input), files: filesIn(input, LESSON_LISTS) };
  return db.transaction(async (tx) => {
    await lockCourse(tx, course.courseId);
    return addLesson(tx, course.courseId, lesson, createdBy(auth, clock));
  });
}

export async function updateLesson(db: Db, auth: Auth, clock: Clock, input: ChangedLesson): Promise<void> {
  const lesson = await findLesson(db, input.lessonId);
  const values = lessonValues(input);
  const files = filesIn(input, LESSON_LISTS);
  const stamp = createdBy(auth, clock);
  await db.transaction(async (tx) => {
    await updateStamped(tx, auth, clock, lessons, eq(lessons.lessonId, lesson.lessonId), values);
    await writeFiles(tx, { courseId: lesson.courseId, lessonId: lesson.lessonId }, LESSON_LISTS, files, stamp);
  });
}

/** Deletes the lessons with their files (cascade); one unknown id refuses the whole call. */
export async function deleteLessons(db: Db, ids: number[]): Promise<void> {
  await deleteListed(db, lessons, lessons.lessonId, ids, () => notFound(LESSON_MISSING.zh, LESSON_MISSING.en));
}

/** The new order of a course's lessons: every lesson of the course, each once. */
export async function orderLessons(db: Db, input: LessonOrder): Promise<void> {
  const course = await findCourse(db, input.courseId);
  const ids = input.lessonIds;
  await db.transaction(async (tx) => {
    await lockCourse(tx, course.courseId);
    const own = await tx
      .select({ lessonId: lessons.lessonId })
      .from(lessons)
      .where(eq(lessons.courseId, course.courseId));
    const same =
      ids.length === own.length && new Set(ids).size === ids.length && own.every((l) => ids.includes(l.lessonId));
    if (!same) fail('课时顺序必须包含本课程的每个课时各一次', "The order must name each of the course's lessons once");
    // one statement: each lesson takes its position in the list given
    const position = sql.join(
      ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
      sql` `,
    );
    await tx
      .update(lessons)
      .set({ sort: sql`case ${lessons.lessonId} ${position} end` })
      .where(eq(lessons.courseId, course.courseId));
  });
}
