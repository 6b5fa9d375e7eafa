import { and, asc, eq, getTableColumns, inArray, notExists, sql } from 'drizzle-orm';
import { classes, classTeachers, schools, subjectTeachers, subjects, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, fail, notFound } from '../../lib/errors';
import { named, type Lang } from '../../lib/lang';
import { containsText, countSelected, param, type Query, sortedPage } from '../../lib/paging';
import { answered, createdBy } from '../../lib/records';
import { subquery } from '../../lib/subquery';
import { classChoices, findClass } from '../class/records';
import { holdsRole, TEACHER_ROLE_KEY } from '../school/accounts';
import { requireSchool, schoolAsked, schoolChoices, withinSchools } from '../school/scope';
import type { NewClassTeacher } from './schema';
import { takenByAnother } from '../../lib/taken';

// Class teachers (docs/api.md "Class teachers"): which teacher teaches which subject in which
// class. Only an enabled teacher of the class's own school may be assigned, each triple once; the
// class's teachers (school_class_teacher) always hold every teacher with an assignment in it.
// Every call keeps to the caller's schools (school/scope.ts).

const ROW = {
  ...getTableColumns(subjectTeachers),
  schoolZh: schools.schoolName,
  schoolEn: schools.schoolNameEn,
  classZh: classes.className,
  classEn: classes.classNameEn,
  teacherName: users.name,
  userName: users.userName,
  subjectZh: subjects.subjectName,
  subjectEn: subjects.subjectNameEn,
};
type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Db) {
  return db
    .select(ROW)
    .from(subjectTeachers)
    .innerJoin(schools, eq(schools.schoolId, subjectTeachers.schoolId))
    .innerJoin(classes, eq(classes.classId, subjectTeachers.classId))
    .innerJoin(users, eq(users.userId, subjectTeachers.userId))
    .innerJoin(subjects, eq(subjects.subjectId, subjectTeachers.subjectId));
}

function answer(row: Row, lang: Lang) {
  const { schoolZh, schoolEn, classZh, classEn, subjectZh, subjectEn, ...rest } = row;
  return {
    ...answered(rest),
    schoolName: named(lang, schoolZh, schoolEn),
    className: named(lang, classZh, classEn),
    subjectName: named(lang, subjectZh, subjectEn),
  };
}

/** The list's class and subject filters (./schema.ts); null filters nothing. */
interface ClassTeacherFilters {
  classId: number | null;
  subjectId: number | null;
}

export async function listClassTeachers(db: Db, auth: Auth, lang: Lang, filters: ClassTeacherFilters, q: Query) {
  const schoolId = await schoolAsked(db, auth, param(q, 'schoolId'));
  const { classId, subjectId } = filters;
  const where = and(
    withinSchools(auth, subjectTeachers.schoolId),
    schoolId ? eq(subjectTeachers.schoolId, schoolId) : undefined,
    classId ? eq(subjectTeachers.classId, classId) : undefined,
    subjectId ? eq(subjectTeachers.subjectId, subjectId) : undefined,
    containsText(param(q, 'teacherName'), users.name, users.userName),
  );
  const page = await sortedPage(
    q,
    countSelected(
      db,
      db
        .select({ one: sql`1` })
        .from(subjectTeachers)
        .innerJoin(users, eq(users.userId, subjectTeachers.userId))
        .where(where)
        .$dynamic(),
    ),
    selectRows(db).where(where).$dynamic(),
    {
      classTeacherId: subjectTeachers.classTeacherId,
      schoolId: subjectTeachers.schoolId,
      classId: subjectTeachers.classId,
      subjectId: subjectTeachers.subjectId,
      teacherName: users.name,
      createTime: subjectTeachers.createTime,
    },
    asc(subjectTeachers.classTeacherId),
  );
  return { ...page, rows: page.rows.map((r) => answer(r, lang)) };
}

/** Enabled accounts holding the teacher role at the school. */
const teachersAt = (schoolId: number) =>
  and(eq(users.status, '0'), eq(users.schoolId, schoolId), holdsRole(TEACHER_ROLE_KEY));

/** The dialog's and the filters' choices: schools seen, and the chosen school's classes and teachers. */
export async function classTeacherOptions(db: Db, auth: Auth, lang: Lang, asked: string) {
  const schoolId = await schoolAsked(db, auth, asked);
  const teachers = schoolId
    ? await db
        .select({ userId: users.userId, name: users.name, userName: users.userName })
        .from(users)
        .where(teachersAt(schoolId))
        .orderBy(asc(users.userId))
    : [];
  const subjectRows = await db
    .select({ subjectId: subjects.subjectId, zh: subjects.subjectName, en: subjects.subjectNameEn })
    .from(subjects)
    .orderBy(asc(subjects.disciplineId), asc(subjects.sort), asc(subjects.subjectId));
  return {
    schoolId,
    schools: await schoolChoices(db, auth, lang),
    classes: schoolId ? await classChoices(db, lang, schoolId) : [],
    teachers,
    subjects: subjectRows.map((s) => ({ subjectId: s.subjectId, subjectName: named(lang, s.zh, s.en) })),
  };
}

export async function addClassTeacher(db: Db, clock: Clock, auth: Auth, lang: Lang, input: NewClassTeacher) {
  const { userId, subjectId } = input;
  const klass = await findClass(db, auth, input.classId);
  const [teacher] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.userId, userId), teachersAt(klass.schoolId)));
  if (!teacher) fail('只能分配本校的教师', "Only a teacher of the class's school can be assigned");
  const [subject] = await db
    .select({ zh: subjects.subjectName, en: subjects.subjectNameEn })
    .from(subjects)
    .where(eq(subjects.subjectId, subjectId));
  if (!subject) fail('科目不存在', 'The subject does not exist');
  const twice = (): never =>
    conflict(
      `${teacher.name}已在${klass.className}教授${subject.zh}`,
      `${teacher.name} already teaches ${named('en', subject.zh, subject.en)} in ${named('en', klass.className, klass.classNameEn)}`,
    );
  const sameTriple = and(
    eq(subjectTeachers.classId, klass.classId),
    eq(subjectTeachers.userId, userId),
    eq(subjectTeachers.subjectId, subjectId),
  );
  if (await takenByAnother(db, subjectTeachers.classTeacherId, sameTriple, null)) twice();
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(subjectTeachers)
        .values({ schoolId: klass.schoolId, classId: klass.classId, userId, subjectId, ...createdBy(auth, clock) })
        .returning({ id: subjectTeachers.classTeacherId });
      // an assignment makes the teacher one of the class's teachers
      await tx.insert(classTeachers).values({ classId: klass.classId, userId }).onConflictDoNothing();
      return row.id;
    });
    const [row] = await selectRows(db).where(eq(subjectTeachers.classTeacherId, id));
    return answer(row, lang);
  } catch (error) {
    if (isUniqueViolation(error, 'class_subject_teacher_unique')) twice();
    throw error;
  }
}

/**
 * Deletes every listed assignment, or none when one is unknown or outside the caller's schools.
 * A teacher left without an assignment in a class stops being one of its teachers.
 */
export async function removeClassTeachers(db: Db, auth: Auth, ids: number[]) {
  await db.transaction(async (tx) => {
    const doomed = await tx
      .select({
        id: subjectTeachers.classTeacherId,
        schoolId: subjectTeachers.schoolId,
        classId: subjectTeachers.classId,
        userId: subjectTeachers.userId,
      })
      .from(subjectTeachers)
      .where(inArray(subjectTeachers.classTeacherId, ids));
    for (const id of ids) {
      const row = doomed.find((d) => d.id === id) ?? notFound('分配记录不存在', 'The assignment does not exist');
      await requireSchool(tx, auth, row.schoolId);
    }
    await tx.delete(subjectTeachers).where(inArray(subjectTeachers.classTeacherId, ids));
    for (const { classId, userId } of doomed) {
      await tx.delete(classTeachers).where(
        and(
          eq(classTeachers.classId, classId),
          eq(classTeachers.userId, userId),
          notExists(
            subquery
              .select({ one: sql`1` })
              .from(subjectTeachers)
              .where(and(eq(subjectTeachers.classId, classId), eq(subjectTeachers.userId, userId))),
          ),
        ),
      );
    }
  });
}
