import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
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
    disciplineId: integer('discipline_id').primaryKey().generatedByDefaultAsIdentity(),
    disciplineName: varchar('discipline_name', { length: 50 }).notNull(),
    disciplineNameEn: varchar('discipline_name_en', { length: 100 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
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
    subjectId: integer('subject_id').primaryKey().generatedByDefaultAsIdentity(),
    disciplineId: integer('discipline_id')
      .notNull()
      .references(() => disciplines.disciplineId),
    subjectName: varchar('subject_name', { length: 50 }).notNull(),
    subjectNameEn: varchar('subject_name_en', { length: 100 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
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
    courseId: integer('course_id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 100 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull().default(''),
    description: varchar('description', { length: 2000 }).notNull(),
    descriptionEn: varchar('description_en', { length: 4000 }).notNull().default(''),
    gradeStart: smallint('grade_start').notNull(),
    gradeEnd: smallint('grade_end').notNull(),
    disciplineId: integer('discipline_id')
      .notNull()
      .references(() => disciplines.disciplineId),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.subjectId),
    classHours: smallint('class_hours').notNull(),
    /** comma-joined */
    tags: varchar('tags', { length: 200 }).notNull().default(''),
    /** an uploaded image's address (docs/api.md "Files") */
    cover: varchar('cover', { length: 500 }).notNull().default(''),
    teachingAids: varchar('teaching_aids', { length: 2000 }).notNull().default(''),
    status: char('status', { length: 1 }).notNull().default('0'),
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
export const courseSchools = pgTable(
  'course_school',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.courseId, { onDelete: 'cascade' }),
    /** a deleted school leaves the courses it used */
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.schoolId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.schoolId] }), index('course_school_school_idx').on(t.schoolId)],
);

/** A lesson (class hour); `sort` orders the lessons of a course. */
export const lessons = pgTable(
  'course_lesson',
  {
    lessonId: integer('lesson_id').primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.courseId, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull().default(''),
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
    fileId: integer('file_id').primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.courseId, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => lessons.lessonId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    contentType: varchar('content_type', { length: 100 }).notNull().default(''),
    downloadable: boolean('downloadable').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: timestamp('create_time', { mode: 'string', precision: 0 }).notNull().defaultNow(),
  },
  (t) => [
    index('course_file_course_idx').on(t.courseId, t.lessonId, t.sort),
    index('course_file_lesson_idx').on(t.lessonId),
    check('course_file_kind_chk', sql`${t.kind} in ('courseware', 'instructional', 'learning', 'material')`),
  ],
);
