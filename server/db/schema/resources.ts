import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, index, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { bilingual, identity, linkTable, order, reference } from './columns';
import { disciplines, lessons, subjects } from './courses';

// The teachers' resource library (docs/api.md "Resource library"): a file with a bilingual title
// and description, classified by discipline, subject, grade and type (dict resource_type), and
// the lessons that use it, in the order given. `url` is an upload's address, never answered: the
// file is read through the library's preview and download calls.

export const resources = pgTable(
  'teaching_resource',
  {
    resourceId: identity('resource_id'),
    ...bilingual('title', 'title', 100, 200),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    descriptionEn: varchar('description_en', { length: 4000 }).notNull().default(''),
    resourceType: char('resource_type', { length: 1 }).notNull(),
    disciplineId: reference('discipline_id', () => disciplines.disciplineId),
    subjectId: reference('subject_id', () => subjects.subjectId),
    grade: smallint('grade').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    downloadable: boolean('downloadable').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    index('teaching_resource_create_time_idx').on(t.createTime),
    index('teaching_resource_subject_idx').on(t.subjectId),
    index('teaching_resource_discipline_idx').on(t.disciplineId),
    check('teaching_resource_grade_chk', sql`${t.grade} between 1 and 12`),
    check('teaching_resource_type_chk', sql`${t.resourceType} between '1' and '6'`),
  ],
);

/** The lessons that use a resource; `sort` keeps them in the order given. */
export const resourceLessons = linkTable('teaching_resource_lesson', {
  resourceId: reference('resource_id', () => resources.resourceId, 'cascade'),
  lessonId: reference('lesson_id', () => lessons.lessonId, 'cascade'),
  sort: order('sort'),
});
