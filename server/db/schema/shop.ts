import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { auditColumns } from './audit';
import { bilingual, identity, linkTable, reference, status } from './columns';
import { courses, disciplines } from './courses';
import { schools } from './schools';

// The teaching-aid shop (docs/api.md "Teaching-aid shop"): the catalogue of teaching aids and
// experiment kits with the courses that use each, and the teachers' requests to their school.

export interface AidContent {
  name: string;
  nameEn: string;
  quantity: number;
}

export const teachingAids = pgTable(
  'teaching_aid',
  {
    aidId: identity('aid_id'),
    /** dict teaching_aid_kind: aid, kit */
    kind: varchar('kind', { length: 8 }).notNull(),
    ...bilingual('name', 'name', 100, 200),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    descriptionEn: varchar('description_en', { length: 4000 }).notNull().default(''),
    disciplineId: reference('discipline_id', () => disciplines.disciplineId),
    gradeStart: smallint('grade_start').notNull(),
    gradeEnd: smallint('grade_end').notNull(),
    /** upload addresses, in order */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** what the box contains */
    contents: jsonb('contents').$type<AidContent[]>().notNull().default([]),
    ...auditColumns(),
  },
  (t) => [
    index('teaching_aid_discipline_idx').on(t.disciplineId),
    check('teaching_aid_kind_chk', sql`${t.kind} in ('aid', 'kit')`),
    check(
      'teaching_aid_grades_chk',
      sql`${t.gradeStart} between 1 and 12 and ${t.gradeEnd} between ${t.gradeStart} and 12`,
    ),
  ],
);

/** The courses that use an aid. */
export const teachingAidCourses = linkTable('teaching_aid_course', {
  aidId: reference('aid_id', () => teachingAids.aidId, 'cascade'),
  courseId: reference('course_id', () => courses.courseId, 'cascade'),
});

/** A teacher's "ask for this", to their own school. Status (dict aid_request_status): 0 new, 1 handled, 2 declined. */
export const aidRequests = pgTable(
  'teaching_aid_request',
  {
    requestId: identity('request_id'),
    aidId: reference('aid_id', () => teachingAids.aidId, 'cascade'),
    teacherUserId: reference('teacher_user_id', () => users.userId, 'cascade'),
    schoolId: reference('school_id', () => schools.schoolId, 'cascade'),
    quantity: smallint('quantity').notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    status: status(),
    ...auditColumns(),
  },
  (t) => [
    index('teaching_aid_request_school_idx').on(t.schoolId, t.createTime),
    index('teaching_aid_request_teacher_idx').on(t.teacherUserId, t.createTime),
    check('teaching_aid_request_status_chk', sql`${t.status} in ('0', '1', '2')`),
    check('teaching_aid_request_quantity_chk', sql`${t.quantity} between 1 and 99`),
  ],
);
