import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Body } from '../../lib/body';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import type { Lang } from '../../lib/lang';
import { newTeacherSchool } from '../member/teachers';
import { roleIdOf, TEACHER_ROLE_KEY } from '../school/accounts';
import { createUser } from '../user/records';

// A school's new teacher made from the class form (docs/api.md "Classes, students and scores"):
// a class needs a teacher, and a school's first teacher has no class yet, so this account is
// made without any assignment. Whoever may create the class may make it, at a school of their
// own (school/scope.ts): the caller's only school, else the one the body names. The account
// follows the users screen's rules (POST /system/user), works at the school and holds only the
// teacher role.

/** The fields of the account the form sends; anything else in the body is not the caller's to set. */
const ACCOUNT_FIELDS = ['userName', 'name', 'password', 'phonenumber'] as const;

export async function addSchoolTeacher(db: Db, clock: Clock, auth: Auth, lang: Lang, body: Body) {
  const schoolId = await newTeacherSchool(db, auth, body);
  const teacherRole = await roleIdOf(db, TEACHER_ROLE_KEY);
  const account: Body = Object.fromEntries(ACCOUNT_FIELDS.map((key) => [key, body[key]]));
  const created = await db.transaction(async (tx) => {
    const user = await createUser(tx, clock, auth, lang, { ...account, roleIds: [teacherRole], status: '0' });
    await tx.update(users).set({ schoolId }).where(eq(users.userId, user.userId));
    return user;
  });
  // the answer is an entry of the class form's teachers (GET .../options)
  return { userId: created.userId, name: created.name || created.userName, schoolId };
}
