import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { auditColumns } from './audit';
import { bilingual, identity, linkTable, order, reference, status, wallClock } from './columns';

// Schools and their classes (docs/api.md "Schools" and "Classes, students and scores"). The
// class table comes with the schools because a school's list counts its classes and a school
// with classes cannot be deleted; the class calls, students and scores are the classes area's.

export const schools = pgTable(
  'school',
  {
    schoolId: identity('school_id'),
    schoolName: varchar('school_name', { length: 50 }).notNull().unique(),
    schoolNameEn: varchar('school_name_en', { length: 100 }).notNull(),
    /** a code of the school_type dictionary */
    schoolType: char('school_type', { length: 1 }).notNull(),
    /** codes of the school_stage dictionary, comma-joined in code order */
    schoolStage: varchar('school_stage', { length: 20 }).notNull(),
    manager: varchar('manager', { length: 100 }).notNull().default(''),
    managerEn: varchar('manager_en', { length: 100 }).notNull().default(''),
    /** the business developer (role A4) looking after the school */
    bdUserId: integer('bd_user_id').references(() => users.userId, { onDelete: 'set null' }),
    experimentCount: order('experiment_count'),
    toolCount: order('tool_count'),
    status: status(),
    /** dict approval_mode: 0 automatic, 1 manual */
    approvalMode: char('approval_mode', { length: 1 }).notNull().default('1'),
    ...auditColumns(),
  },
  (t) => [
    index('school_bd_user_idx').on(t.bdUserId),
    index('school_type_idx').on(t.schoolType),
    index('school_status_idx').on(t.status),
    // the name filter matches a part of either name (ILIKE '%…%'): trigrams, not a B-tree
    index('school_name_trgm_idx').using('gin', t.schoolName.op('gin_trgm_ops'), t.schoolNameEn.op('gin_trgm_ops')),
    check('school_status_chk', sql`${t.status} in ('0', '1')`),
    check('school_approval_mode_chk', sql`${t.approvalMode} in ('0', '1')`),
    check('school_type_chk', sql`${t.schoolType} between '0' and '6'`),
  ],
);

/** A class of a school; its name is unique within the school. */
export const classes = pgTable(
  'school_class',
  {
    classId: identity('class_id'),
    schoolId: reference('school_id', () => schools.schoolId),
    ...bilingual('className', 'class_name', 50, 100),
    grade: smallint('grade').notNull(),
    examTime: wallClock('exam_time').notNull(),
    /** the last imported roster files; '' before the first import */
    studentFile: varchar('student_file', { length: 255 }).notNull().default(''),
    scoreFile: varchar('score_file', { length: 255 }).notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    unique('school_class_name_unique').on(t.schoolId, t.className),
    index('school_class_grade_idx').on(t.schoolId, t.grade),
    index('school_class_exam_time_idx').on(t.examTime),
    check('school_class_grade_chk', sql`${t.grade} between 1 and 12`),
  ],
);

/** The teachers of a class (its form's teacherIds). */
export const classTeachers = linkTable('school_class_teacher', {
  classId: reference('class_id', () => classes.classId, 'cascade'),
  userId: reference('user_id', () => users.userId, 'cascade'),
});
