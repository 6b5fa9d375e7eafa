import { GRADE_MAX, GRADE_MIN } from '../../../contract/grades';
import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import { courses, disciplines, lessons, subjects } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Body } from '../../lib/body';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { fail, notFound } from '../../lib/errors';
import { answered, createdBy, updatedBy } from '../../lib/records';
import { int, text, type Field } from '../../lib/validate';
import { CLASS_HOURS_MAX } from '../../../contract/course-limits';
import { F } from './fields';
import {
  COURSE_LISTS,
  filesOfCourse,
  filesOfLesson,
  LESSON_LISTS,
  listsOf,
  readLists,
  writeFiles,
  type ListFiles,
} from './file-lists';
import { findCourse } from './records';
import { address } from '../../lib/address-field';

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

const required = (f: Field, rule: { min?: number; max?: number } = {}) => {
  const read = int(f, { required: true, ...rule });
  return (body: Body): number => read(body) as number;
};

/** The editable fields of a course, checked in the order the editor's first step shows them. */
async function readCourse(db: Db, body: Body) {
  const grade = (f: Field) => required(f, { min: GRADE_MIN, max: GRADE_MAX })(body);
  const title = text(F.title, { required: true, max: 100 })(body);
  const titleEn = text(F.titleEn, { max: 200 })(body);
  const description = text(F.description, { required: true, max: 2000 })(body);
  const descriptionEn = text(F.descriptionEn, { max: 4000 })(body);
  const gradeStart = grade(F.gradeStart);
  const gradeEnd = grade(F.gradeEnd);
  if (gradeEnd < gradeStart) fail(GRADE_ORDER.zh, GRADE_ORDER.en);
  const disciplineId = required(F.disciplineId, { min: 1 })(body);
  const [discipline] = await db
    .select({ disciplineId: disciplines.disciplineId })
    .from(disciplines)
    .where(eq(disciplines.disciplineId, disciplineId));
  if (!discipline) fail('学科不存在', 'The discipline does not exist');
  const subjectId = required(F.subjectId, { min: 1 })(body);
  const [subject] = await db
    .select({ disciplineId: subjects.disciplineId })
    .from(subjects)
    .where(eq(subjects.subjectId, subjectId));
  if (!subject) fail('科目不存在', 'The subject does not exist');
  if (subject.disciplineId !== disciplineId) fail(SUBJECT_OUTSIDE.zh, SUBJECT_OUTSIDE.en);
  const classHours = required(F.classHours, { min: 1, max: CLASS_HOURS_MAX })(body);
  const tags = text(F.tags, { max: 200 })(body);
  const cover = address(F.cover, { required: true, max: 500 })(body);
  const teachingAids = text(F.teachingAids, { max: 2000 })(body);
  return {
    title,
    titleEn,
    description,
    descriptionEn,
    gradeStart,
    gradeEnd,
    disciplineId,
    subjectId,
    classHours,
    tags,
    cover,
    teachingAids,
  };
}

interface LessonValues {
  title: string;
  titleEn: string;
  description: string;
}

function readLesson(body: Body): LessonValues {
  return {
    title: text(F.lessonTitle, { required: true, max: 100 })(body),
    titleEn: text(F.lessonTitleEn, { max: 200 })(body),
    description: text(F.lessonDescription, { max: 2000 })(body),
  };
}

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
export async function createCourse(db: Db, auth: Auth, clock: Clock, body: Body): Promise<number> {
  const values = await readCourse(db, body);
  const files = readLists(body, COURSE_LISTS);
  const rawLessons = Array.isArray(body.lessons) ? (body.lessons as Body[]) : [];
  const newLessons = rawLessons.map((l) => {
    const lesson = (l ?? {}) as Body;
    return { values: readLesson(lesson), files: readLists(lesson, LESSON_LISTS) };
  });
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
export async function updateCourse(db: Db, auth: Auth, clock: Clock, body: Body): Promise<void> {
  const course = await findCourse(db, required(F.courseId)(body));
  const values = await readCourse(db, body);
  const files = readLists(body, COURSE_LISTS);
  const stamp = createdBy(auth, clock);
  await db.transaction(async (tx) => {
    await tx
      .update(courses)
      .set({ ...values, ...updatedBy(auth, clock) })
      .where(eq(courses.courseId, course.courseId));
    await writeFiles(tx, { courseId: course.courseId, lessonId: null }, COURSE_LISTS, files, stamp);
  });
}

export async function createLesson(db: Db, auth: Auth, clock: Clock, body: Body): Promise<number> {
  const course = await findCourse(db, required(F.courseId)(body));
  const lesson = { values: readLesson(body), files: readLists(body, LESSON_LISTS) };
  return db.transaction(async (tx) => {
    await lockCourse(tx, course.courseId);
    return addLesson(tx, course.courseId, lesson, createdBy(auth, clock));
  });
}

export async function updateLesson(db: Db, auth: Auth, clock: Clock, body: Body): Promise<void> {
  const lesson = await findLesson(db, required(F.lessonId)(body));
  const values = readLesson(body);
  const files = readLists(body, LESSON_LISTS);
  const stamp = createdBy(auth, clock);
  await db.transaction(async (tx) => {
    await tx
      .update(lessons)
      .set({ ...values, ...updatedBy(auth, clock) })
      .where(eq(lessons.lessonId, lesson.lessonId));
    await writeFiles(tx, { courseId: lesson.courseId, lessonId: lesson.lessonId }, LESSON_LISTS, files, stamp);
  });
}

/** Deletes the lessons with their files (cascade); one unknown id refuses the whole call. */
export async function deleteLessons(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ lessonId: lessons.lessonId })
      .from(lessons)
      .where(inArray(lessons.lessonId, ids))
      .for('update');
    if (found.length !== new Set(ids).size) notFound(LESSON_MISSING.zh, LESSON_MISSING.en);
    await tx.delete(lessons).where(inArray(lessons.lessonId, ids));
  });
}

/** The new order of a course's lessons: every lesson of the course, each once. */
export async function orderLessons(db: Db, body: Body): Promise<void> {
  const course = await findCourse(db, required(F.courseId)(body));
  const ids = Array.isArray(body.lessonIds) ? body.lessonIds.map(Number) : [];
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
