import type { ClassRow, CourseRow, DisciplineRow, SubjectRow } from '../rows/business';
import type { ClassTeacherRow, DisciplineLeaderRow, StaffAssignmentRow } from '../rows/school';
import type { RoleRow, UserRow } from '../rows/account';
import { seeded } from './audit';

// Who teaches what, staff assignments and discipline leaders, built from the rows the other seeds
// made (no fixed ids): every teacher a class lists (when they work at its school) teaches it a
// subject; every teacher with a class and a course of their school is assigned both.

const roleIdOf = (roles: RoleRow[], key: string) => roles.find((r) => r.roleKey === key)?.roleId ?? -1;

export function seedClassTeachers(rows: {
  users: UserRow[];
  classes: ClassRow[];
  subjects: SubjectRow[];
}): ClassTeacherRow[] {
  const out: ClassTeacherRow[] = [];
  if (!rows.subjects.length) return out;
  for (const klass of rows.classes) {
    klass.teacherIds.forEach((userId, i) => {
      const user = rows.users.find((u) => u.userId === userId);
      if (!user || user.schoolId !== klass.schoolId) return;
      out.push({
        classTeacherId: out.length + 1,
        schoolId: klass.schoolId,
        classId: klass.classId,
        userId,
        subjectId: rows.subjects[(klass.classId + i) % rows.subjects.length].subjectId,
        ...seeded(klass.createTime, klass.createBy),
      });
    });
  }
  return out;
}

export function seedStaffAssignments(rows: {
  users: UserRow[];
  roles: RoleRow[];
  classes: ClassRow[];
  courses: CourseRow[];
}): StaffAssignmentRow[] {
  const teacher = roleIdOf(rows.roles, 'teacher');
  return rows.users.flatMap((user) => {
    const schoolId = user.schoolId;
    if (schoolId === null || !user.roleIds.includes(teacher)) return [];
    const classIds = rows.classes
      .filter((c) => c.schoolId === schoolId && c.teacherIds.includes(user.userId))
      .map((c) => c.classId);
    const courseIds = rows.courses
      .filter((c) => c.schoolIds.includes(schoolId))
      .slice(0, 2)
      .map((c) => c.courseId);
    if (!classIds.length || !courseIds.length) return [];
    return [{ userId: user.userId, schoolId, courseIds, classIds, ...seeded('2024-09-05 10:00:00', 'schooladmin') }];
  });
}

/** Each account with the discipline leader role leads some disciplines, in turn. */
export function seedDisciplineLeaders(rows: {
  users: UserRow[];
  roles: RoleRow[];
  disciplines: DisciplineRow[];
}): DisciplineLeaderRow[] {
  const leaderRole = roleIdOf(rows.roles, 'discipline_leader');
  const leaders = rows.users.filter((u) => u.roleIds.includes(leaderRole));
  if (!leaders.length) return [];
  return rows.disciplines.map((d, i) => ({
    leaderId: i + 1,
    userId: leaders[i % leaders.length].userId,
    disciplineId: d.disciplineId,
    ...seeded('2024-08-03 09:00:00'),
  }));
}
