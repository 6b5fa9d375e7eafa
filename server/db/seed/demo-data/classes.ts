import type { ClassRow, SchoolRow } from '../rows/business';
import type { UserRow } from '../rows/account';
import { seeded } from './audit';

type Klass = Omit<ClassRow, keyof ReturnType<typeof seeded> | 'studentFile' | 'scoreFile'>;

// Seeded classes carry the names of the roster files their students and scores came from.
const klass = (c: Klass, time: string): ClassRow => ({
  ...c,
  studentFile: `students-${c.classId}.xlsx`,
  scoreFile: `scores-${c.classId}.xlsx`,
  ...seeded(time, 'schooladmin'),
});

/** The six classes the docs and older tests name; the generated ones come after them. */
const namedClasses = (): ClassRow[] => [
  klass(
    {
      classId: 1,
      schoolId: 1,
      className: '四年级（1）班',
      classNameEn: 'Grade 4 Class 1',
      grade: 4,
      teacherIds: [4],
      studentCount: 38,
      examTime: '2025-01-10 09:00:00',
    },
    '2024-09-01 08:30:00',
  ),
  klass(
    {
      classId: 2,
      schoolId: 1,
      className: '五年级（2）班',
      classNameEn: 'Grade 5 Class 2',
      grade: 5,
      teacherIds: [4, 7],
      studentCount: 41,
      examTime: '2025-01-11 09:00:00',
    },
    '2024-09-01 08:35:00',
  ),
  klass(
    {
      classId: 3,
      schoolId: 1,
      className: '六年级（3）班',
      classNameEn: 'Grade 6 Class 3',
      grade: 6,
      teacherIds: [7],
      studentCount: 40,
      examTime: '2025-01-12 09:00:00',
    },
    '2024-09-01 08:40:00',
  ),
  klass(
    {
      classId: 4,
      schoolId: 2,
      className: '七年级 A 班',
      classNameEn: 'Year 7 Class A',
      grade: 7,
      teacherIds: [9],
      studentCount: 24,
      examTime: '2025-01-15 10:00:00',
    },
    '2024-09-03 09:00:00',
  ),
  klass(
    {
      classId: 5,
      schoolId: 2,
      className: '八年级 B 班',
      classNameEn: 'Year 8 Class B',
      grade: 8,
      teacherIds: [9],
      studentCount: 22,
      examTime: '2025-01-16 10:00:00',
    },
    '2024-09-03 09:10:00',
  ),
  klass(
    {
      classId: 6,
      schoolId: 3,
      className: '高一国际班',
      classNameEn: 'Grade 10 International Class',
      grade: 10,
      teacherIds: [10],
      studentCount: 28,
      examTime: '2025-01-20 14:00:00',
    },
    '2024-09-06 15:00:00',
  ),
];

/** At least this many classes over the schools (the named six included). */
export const CLASS_COUNT = 150;
const TEACHER_ROLE_ID = 4;

/** The grades a school teaches, from its stage codes (primary 1–6, middle 7–9, high 10–12, preparatory 12). */
function gradesOf(school: SchoolRow): number[] {
  const byStage: Record<string, number[]> = {
    '1': [1, 2, 3, 4, 5, 6],
    '2': [7, 8, 9],
    '3': [10, 11, 12],
    '4': [12],
  };
  const grades = school.schoolStage.split(',').flatMap((stage) => byStage[stage.trim()] ?? []);
  return grades.length ? grades : [1];
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The named classes, then classes dealt out over the schools in turn (grade by grade, numbered
 * within their grade) until there are CLASS_COUNT; each takes one or two teachers of its school.
 */
export function seedClasses(schools: readonly SchoolRow[], users: readonly UserRow[]): ClassRow[] {
  const classes = namedClasses();
  const ordered = [...schools].sort((a, b) => a.schoolId - b.schoolId);
  if (!ordered.length) return classes;
  const perGrade = new Map<string, number>();
  for (const c of classes)
    perGrade.set(`${c.schoolId}:${c.grade}`, (perGrade.get(`${c.schoolId}:${c.grade}`) ?? 0) + 1);
  const teachersOf = (schoolId: number) =>
    users.filter((u) => u.schoolId === schoolId && u.status === '0' && u.roleIds.includes(TEACHER_ROLE_ID));
  for (let i = 0; classes.length < CLASS_COUNT; i++) {
    const school = ordered[i % ordered.length];
    const round = Math.floor(i / ordered.length);
    const grades = gradesOf(school);
    const grade = grades[round % grades.length];
    const key = `${school.schoolId}:${grade}`;
    const number = (perGrade.get(key) ?? 0) + 1;
    perGrade.set(key, number);
    const teachers = teachersOf(school.schoolId);
    const teacherIds = teachers.length
      ? [...new Set([teachers[i % teachers.length].userId, teachers[(i + 1) % teachers.length].userId])]
      : [];
    const id = classes.length + 1;
    classes.push(
      klass(
        {
          classId: id,
          schoolId: school.schoolId,
          className: `${grade}年级（${number}）班`,
          classNameEn: `Grade ${grade} Class ${number}`,
          grade,
          teacherIds,
          studentCount: 18 + (i % 7),
          examTime: `2025-06-${pad(16 + (i % 10))} 09:00:00`,
        },
        `2024-09-${pad(1 + (i % 20))} 10:00:00`,
      ),
    );
  }
  return classes;
}
