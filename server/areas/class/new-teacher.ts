import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import type { Lang } from '../../lib/lang';
import { newTeacherSchool } from '../member/teachers';
import { roleIdOf, TEACHER_ROLE_KEY } from '../school/accounts';
import { createUser } from '../user/records';
import type { NewTeacherInput } from './schema';

// A school's new teacher made from the class form (docs/api.md "Classes, students and scores"):
// a class needs a teacher, and a school's first teacher has no class yet, so this account is
// made without any assignment. Whoever may create the class may make it, at a school of their
// own (school/scope.ts): the caller's only school, else the one the body names. The account
// follows the users screen's rules (POST /system/user), works at the school and holds only the
// teacher role.

/** The account is made of the form's fields alone (./schema.ts): anything else in the body is not the caller's to set. */
export async function addSchoolTeacher(db: Db, clock: Clock, auth: Auth, lang: Lang, input: NewTeacherInput) {
  const { schoolId: asked, ...account } = input;
  const schoolId = await newTeacherSchool(db, auth, asked);
  const teacherRole = await roleIdOf(db, TEACHER_ROLE_KEY);
  const created = await db.transaction(async (tx) => {
    const user = await createUser(tx, clock, auth, lang, { ...account, roleIds: [teacherRole], status: '0' });
    await tx.update(users).set({ schoolId }).where(eq(users.userId, user.userId));
    return user;
  });
  // the answer is an entry of the class form's teachers (GET .../options)
  return { userId: created.userId, name: created.name || created.userName, schoolId };
}
