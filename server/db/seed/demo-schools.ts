import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import {
  approvals,
  classes,
  classTeachers,
  disciplineLeaders,
  schools,
  scores,
  students,
  subjectTeachers,
  userRoles,
  users,
  wxUsers,
} from '../schema';
import type { Db } from '../types';
import type { DemoData } from './demo-data';
import { seedUsers } from './demo-data/users';

// The demo data of the school areas: the 32 schools, the accounts working at them beyond the
// demo accounts of docs/roles.md (business developers, each later school's administrator,
// principal and teachers, the applicants) and the classes with their teachers, students and
// scores.
//
// A school names its business developer and an account names its school, so the schools go in
// first without their developer (seedSchools, before the accounts) and get it once the
// accounts exist (seedSchoolPeople).

const timeOrNull = (time: string): string | null => time || null;

export async function seedSchools(db: Db, seed: DemoData): Promise<void> {
  await db.insert(schools).values(
    seed.schools.map((s) => ({
      ...s,
      bdUserId: null,
      updateTime: timeOrNull(s.updateTime),
    })),
  );
}

export async function seedSchoolPeople(db: Db, seed: DemoData): Promise<void> {
  const demo = new Set(seedUsers().map((u) => u.userId));
  const extra = seed.users.filter((u) => !demo.has(u.userId));
  // The generated accounts all have the demo password: one hash for each distinct password
  // keeps the first start short (a hash costs tens of milliseconds and 16 MB).
  const hashes = new Map<string, string>();
  for (const u of extra) if (!hashes.has(u.password)) hashes.set(u.password, await hashPassword(u.password));
  for (let i = 0; i < extra.length; i += 200) {
    const slice = extra.slice(i, i + 200);
    await db.insert(users).values(
      slice.map(({ roleIds: _roleIds, password, updateTime, ...user }) => ({
        ...user,
        updateTime: timeOrNull(updateTime),
        passwordHash: hashes.get(password)!,
      })),
    );
    const links = slice.flatMap((u) => u.roleIds.map((roleId) => ({ userId: u.userId, roleId })));
    if (links.length) await db.insert(userRoles).values(links);
  }
  for (const s of seed.schools) {
    if (s.bdUserId !== null)
      await db.update(schools).set({ bdUserId: s.bdUserId }).where(eq(schools.schoolId, s.schoolId));
  }
  for (let i = 0; i < seed.classes.length; i += 200) {
    const slice = seed.classes.slice(i, i + 200);
    await db.insert(classes).values(
      slice.map(({ teacherIds: _teacherIds, studentCount: _studentCount, updateTime, ...c }) => ({
        ...c,
        updateTime: timeOrNull(updateTime),
      })),
    );
  }
  const teacherLinks = seed.classes.flatMap((c) => c.teacherIds.map((userId) => ({ classId: c.classId, userId })));
  if (teacherLinks.length) await db.insert(classTeachers).values(teacherLinks);
  await db.insert(approvals).values(seed.approvals.map((a) => ({ ...a, updateTime: timeOrNull(a.updateTime) })));
  await db.insert(wxUsers).values(seed.wxUsers);
  // about 3,000 students and twice as many scores: in slices under the statement parameter limit
  for (let i = 0; i < seed.students.length; i += 1000) {
    await db
      .insert(students)
      .values(seed.students.slice(i, i + 1000).map((st) => ({ ...st, updateTime: timeOrNull(st.updateTime) })));
  }
  for (let i = 0; i < seed.scores.length; i += 2000) {
    await db.insert(scores).values(seed.scores.slice(i, i + 2000));
  }
}

/** Who leads which discipline: after the course areas, which seed the disciplines. */
export async function seedDisciplineLeaders(db: Db, seed: DemoData): Promise<void> {
  if (!seed.disciplineLeaders.length) return;
  await db
    .insert(disciplineLeaders)
    .values(seed.disciplineLeaders.map((l) => ({ ...l, updateTime: timeOrNull(l.updateTime) })));
}

/** Who teaches which subject in which class: after the course areas, which seed the subjects. */
export async function seedSubjectTeachers(db: Db, seed: DemoData): Promise<void> {
  for (let i = 0; i < seed.classTeachers.length; i += 500) {
    await db
      .insert(subjectTeachers)
      .values(seed.classTeachers.slice(i, i + 500).map((t) => ({ ...t, updateTime: timeOrNull(t.updateTime) })));
  }
}
