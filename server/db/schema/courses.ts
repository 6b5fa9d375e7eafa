import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { bilingual, identity, linkTable, order, reference, status, wallClock } from './columns';
import { schools } from './schools';

// The course catalogue (docs/api.md "Courses" and "Course editing"): the disciplines and
// subjects a course is classified by, the courses, the schools using each, the lessons and the
// files of a course and of its lessons.
//
// The discipline and subject tables are created here because the catalogue cannot answer
// without them; their own calls are the discipline area's (docs/api.md "Disciplines, subjects
// and discipline leaders").

export const disciplines = pgTable(
  'course_discipline',
  {
    disciplineId: identity('discipline_id'),
    ...bilingual('disciplineName', 'discipline_name', 50, 100),
    sort: order('sort'),
    ...auditColumns(),
  },
  (t) => [
    index('course_discipline_sort_idx').on(t.sort),
    // names are unique in each language, so the selects never show two alike
    unique('course_discipline_name_unique').on(t.disciplineName),
    uniqueIndex('course_discipline_name_en_lower_unique').on(sql`lower(${t.disciplineNameEn})`),
  ],
);

export const subjects = pgTable(
  'course_subject',
  {
    subjectId: identity('subject_id'),
    disciplineId: reference('discipline_id', () => disciplines.disciplineId),
    ...bilingual('subjectName', 'subject_name', 50, 100),
    sort: order('sort'),
    ...auditColumns(),
  },
  (t) => [
    index('course_subject_discipline_idx').on(t.disciplineId, t.sort),
    // within a discipline, as for the disciplines themselves
    unique('course_subject_name_unique').on(t.disciplineId, t.subjectName),
    uniqueIndex('course_subject_name_en_lower_unique').on(t.disciplineId, sql`lower(${t.subjectNameEn})`),
  ],
);

export const courses = pgTable(
  'course',
  {
    courseId: identity('course_id'),
    ...bilingual('title', 'title', 100, 200),
    ...bilingual('description', 'description', 2000, 4000),
    gradeStart: smallint('grade_start').notNull(),
    gradeEnd: smallint('grade_end').notNull(),
    disciplineId: reference('discipline_id', () => disciplines.disciplineId),
    subjectId: reference('subject_id', () => subjects.subjectId),
    classHours: smallint('class_hours').notNull(),
    /** comma-joined */
    tags: varchar('tags', { length: 200 }).notNull().default(''),
    /** an uploaded image's address (docs/api.md "Files") */
    cover: varchar('cover', { length: 500 }).notNull().default(''),
    teachingAids: varchar('teaching_aids', { length: 2000 }).notNull().default(''),
    status: status(),
    ...auditColumns(),
  },
  (t) => [
    index('course_discipline_idx').on(t.disciplineId),
    index('course_subject_idx').on(t.subjectId),
    index('course_status_idx').on(t.status),
    // the title filter matches a part of either title (ILIKE '%…%'): trigrams, not a B-tree
    index('course_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops'), t.titleEn.op('gin_trgm_ops')),
    check('course_status_chk', sql`${t.status} in ('0', '1')`),
    check('course_grades_chk', sql`${t.gradeStart} between 1 and 12 and ${t.gradeEnd} between ${t.gradeStart} and 12`),
    check('course_class_hours_chk', sql`${t.classHours} between 1 and 200`),
  ],
);

/** The schools a course is open to: they plan lessons with it (docs/api.md "Courses"). */
export const courseSchools = linkTable('course_school', {
  courseId: reference('course_id', () => courses.courseId, 'cascade'),
  /** a deleted school leaves the courses it used */
  schoolId: reference('school_id', () => schools.schoolId, 'cascade'),
});

/** A lesson (class hour); `sort` orders the lessons of a course. */
export const lessons = pgTable(
  'course_lesson',
  {
    lessonId: identity('lesson_id'),
    courseId: reference('course_id', () => courses.courseId, 'cascade'),
    sort: integer('sort').notNull(),
    ...bilingual('title', 'title', 100, 200),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    ...auditColumns(),
  },
  (t) => [index('course_lesson_course_idx').on(t.courseId, t.sort)],
);

/**
 * A file of a course (`lesson_id` null) or of one of its lessons, `kind` naming its list. The
 * bytes are an upload behind `url`; storing, serving and previewing them is the file area's.
 */
export const courseFiles = pgTable(
  'course_file',
  {
    fileId: identity('file_id'),
    courseId: reference('course_id', () => courses.courseId, 'cascade'),
    lessonId: integer('lesson_id').references(() => lessons.lessonId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    contentType: varchar('content_type', { length: 100 }).notNull().default(''),
    downloadable: boolean('downloadable').notNull().default(true),
    sort: order('sort'),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: wallClock('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('course_file_course_idx').on(t.courseId, t.lessonId, t.sort),
    index('course_file_lesson_idx').on(t.lessonId),
    check('course_file_kind_chk', sql`${t.kind} in ('courseware', 'instructional', 'learning', 'material')`),
  ],
);
