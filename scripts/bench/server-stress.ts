// The benchmark's stress data (counts in stress-counts.mjs), written into the server's own tables,
// never part of the demo seed: the course catalogue and the school list grown to `courses` and
// `schools` rows (copies of the seeded ones under new ids, names and titles), one more class at
// school 1, 压力测试班, with `students` students each scored in two exams, and `lessons` lessons
// in the current week for the teacher account (ten minutes each from 07:00, 72 a day: past 504
// they overlap), the other lessons of that week of the teacher and of their classes taken away
// so the week is the stress one alone.
//
// Set-based SQL (generate_series, INSERT ... SELECT), one transaction: 1,000 courses and schools,
// 3,000 students and 500 lessons go in within seconds, and 100 times as many stay in reach.
// Run it on a stopped server's database (PGlite is one process's), with the server's settings:
//
//   DATA_DIR=<dir> node --import tsx scripts/bench/server-stress.ts [courses=1000] [schools=1000]
//                                                                 [students=3000] [lessons=500]
//   DATABASE_URL=postgres://... node --import tsx scripts/bench/server-stress.ts
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { rawRows, type Db } from '../../server/db/types';
import { EARLIER_EXAM } from '../../server/db/seed/demo-data/students';
import { addDays, mondayOf } from '../../server/lib/day';
import { readSettings } from '../../server/settings';
import { STRESS, STRESS_CLASS_NAME, type StressCounts } from './stress-counts.mjs';
const STRESS_EXAM = '2025-06-30 09:00:00';
const LESSONS_PER_DAY = 72;

/** Puts an identity column's sequence after the table's largest id (rows went in with ids). */
const resync = (db: Db, table: string, column: string) =>
  db.execute(
    sql.raw(`select setval(pg_get_serial_sequence('${table}', '${column}'), (select max(${column}) from ${table}))`),
  );

async function growCourses(db: Db, total: number) {
  // copy n of the catalogue is seeded course number n mod (seeded courses)
  await db.execute(sql`
    with seeded as (select c.*, row_number() over (order by course_id) - 1 as k, count(*) over () as n from course c),
         top as (select max(course_id) as top, count(*) as have from course)
    insert into course (course_id, title, title_en, description, description_en, grade_start, grade_end,
                        discipline_id, subject_id, class_hours, tags, cover, teaching_aids, status,
                        create_by, create_time, remark)
    select top + i, left(s.title || ' ' || (top + i), 100), left(s.title_en || ' ' || (top + i), 200),
           s.description, s.description_en, s.grade_start, s.grade_end, s.discipline_id, s.subject_id,
           s.class_hours, s.tags, s.cover, s.teaching_aids, s.status, 'admin', s.create_time, 'stress'
    from top, generate_series(1, greatest(${total} - top.have, 0)) as i
    join seeded s on s.k = (i - 1) % s.n`);
  await resync(db, 'course', 'course_id');
}

async function growSchools(db: Db, total: number) {
  await db.execute(sql`
    with seeded as (select s.*, row_number() over (order by school_id) - 1 as k, count(*) over () as n from school s),
         top as (select max(school_id) as top, count(*) as have from school)
    insert into school (school_id, school_name, school_name_en, school_type, school_stage, manager, manager_en,
                        bd_user_id, experiment_count, tool_count, status, approval_mode,
                        create_by, create_time, remark)
    select top + i, left(s.school_name, 40) || ' ' || (top + i), left(s.school_name_en, 90) || ' ' || (top + i),
           s.school_type, s.school_stage, s.manager, s.manager_en, s.bd_user_id, s.experiment_count,
           s.tool_count, s.status, s.approval_mode, 'admin', s.create_time, 'stress'
    from top, generate_series(1, greatest(${total} - top.have, 0)) as i
    join seeded s on s.k = (i - 1) % s.n`);
  await resync(db, 'school', 'school_id');
}

async function addStressClass(db: Db, count: number) {
  const [known] = await rawRows<{ class_id: number }>(
    db,
    sql`select class_id from school_class where school_id = 1 and class_name = ${STRESS_CLASS_NAME}`,
  );
  if (known) return;
  const [made] = await rawRows<{ class_id: number }>(
    db,
    sql`insert into school_class (school_id, class_name, class_name_en, grade, exam_time, student_file,
                                  score_file, create_by, remark)
        select 1, ${STRESS_CLASS_NAME}, 'Stress test class', coalesce(min(grade), 4), ${STRESS_EXAM},
               'stress-students.xlsx', 'stress-scores.xlsx', 'admin', 'stress'
        from school_class where school_id = 1
        returning class_id`,
  );
  const classId = made.class_id;
  await db.execute(sql`
    insert into school_student (school_id, class_id, student_no, name, name_en, sex, create_by, remark)
    select 1, ${classId}, 'ST' || lpad(i::text, 8, '0'), '学生' || i, 'Student ' || i, (i % 2)::text, 'admin', 'stress'
    from generate_series(1, ${count}) as i`);
  // two exams each, scores spread over 40 to 100 with one decimal
  await db.execute(sql`
    insert into school_score (student_id, class_id, exam_time, score)
    select s.student_id, s.class_id, e.exam_time::timestamp, 40 + ((s.student_id * 37 + e.k * 11) % 601) / 10.0
    from school_student s
    cross join (values (${EARLIER_EXAM}, 1), (${STRESS_EXAM}, 2)) as e(exam_time, k)
    where s.class_id = ${classId}`);
}

async function addStressWeek(db: Db, count: number, userName = 'teacher') {
  const [teacher] = await rawRows<{ user_id: number; school_id: number }>(
    db,
    sql`select u.user_id, a.school_id from sys_user u join staff_assignment a on a.user_id = u.user_id
        where u.user_name = ${userName}`,
  );
  if (!teacher) throw new Error(`${userName} teaches nothing`);
  const [known] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from teaching_schedule where remark = 'stress'`,
  );
  if (known.n) return;
  // the week of the server's calendar (its own day arithmetic), the days as the server writes them
  const monday = mondayOf(new Date());
  const sunday = addDays(monday, 6);
  await db.execute(sql`
    delete from teaching_schedule
    where date between ${monday} and ${sunday}
      and (teacher_user_id = ${teacher.user_id}
           or class_id in (select class_id from staff_assignment_class where user_id = ${teacher.user_id}))`);
  await db.execute(sql`
    with classes as (select class_id, row_number() over (order by class_id) - 1 as k, count(*) over () as n
                     from staff_assignment_class where user_id = ${teacher.user_id}),
         courses as (select course_id, row_number() over (order by course_id) - 1 as k, count(*) over () as n
                     from staff_assignment_course where user_id = ${teacher.user_id}),
         slots as (select i, 7 * 60 + (i % ${LESSONS_PER_DAY}) * 10 as start from generate_series(0, ${count} - 1) as i)
    insert into teaching_schedule (teacher_user_id, school_id, class_id, course_id, date, start_time, end_time,
                                   place, create_by, create_time, remark)
    select ${teacher.user_id}, ${teacher.school_id}, cl.class_id, co.course_id,
           ${monday}::date + (i / ${LESSONS_PER_DAY}),
           to_char(make_time(start / 60, start % 60, 0), 'HH24:MI'),
           to_char(make_time((start + 10) / 60, (start + 10) % 60, 0), 'HH24:MI'),
           'R' || i, ${userName}, '2025-06-01 09:00:00', 'stress'
    from slots
    join classes cl on cl.k = i % cl.n
    join courses co on co.k = i % co.n`);
}

/** The tables the stress data grows. */
const GROWN = ['course', 'school', 'school_class', 'school_student', 'school_score', 'teaching_schedule'];

/**
 * Adds the stress data (each part once: a second run finds it) in one transaction, then vacuums
 * and analyses the tables it grew: a database that grew over months has its planner statistics
 * and visibility map up to date, and the server is measured right after, before autovacuum would
 * have come by.
 */
export async function addStress(db: Db, counts: StressCounts = STRESS): Promise<void> {
  await db.transaction(async (tx) => {
    await growCourses(tx, counts.courses);
    await growSchools(tx, counts.schools);
    await addStressClass(tx, counts.students);
    await addStressWeek(tx, counts.lessons);
  });
  for (const table of GROWN) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/** `name=N` arguments over the defaults. */
function countsFrom(args: string[]): StressCounts {
  const counts = { ...STRESS };
  for (const arg of args) {
    const [name, value] = arg.split('=');
    if (!(name in counts) || !/^\d+$/.test(value ?? '')) throw new Error(`unknown argument ${arg}: name=N`);
    counts[name as keyof StressCounts] = Number(value);
  }
  return counts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = countsFrom(process.argv.slice(2));
  const started = performance.now();
  const database = await openDatabase(readSettings());
  try {
    // on the start-up's own connection: the calls' time limits are not for bulk writes of this size
    await database.exclusive((db) => addStress(db, counts));
  } finally {
    await database.close();
  }
  console.log(`[stress] ${JSON.stringify(counts)} in ${Math.round(performance.now() - started)} ms`);
}
