import { z } from 'zod';
import { int, label, listQuery, optionalInt, pathId, text } from '@contract/input';
import { ASSIGNMENT } from './people';
import { changedUser, newUser } from './user';

// What a school's teacher calls take (docs/api.md "School members"): the users screen's fields of
// an account, and the courses and classes the teacher is assigned to.

const TEACHER = label('教师', 'Teacher');

export const teacherListQuery = listQuery({
  schoolId: text(label('学校', 'School')),
  status: text(label('状态', 'Status')),
  name: text(label('姓名', 'Name')),
});

/** A new teacher: an account as the users screen makes one (its roles are the teacher's), the school, the assignment. */
export const newTeacher = newUser
  .omit({ roleIds: true, status: true })
  .extend({ schoolId: optionalInt(label('学校', 'School')), ...ASSIGNMENT });

/** A teacher's name, phone, email and status (the users screen's rules), and the assignment. */
export const changedTeacher = changedUser
  .pick({ name: true, phonenumber: true, email: true, status: true })
  .extend({ userId: int(TEACHER), ...ASSIGNMENT });

export const oneTeacher = z.object({ userId: pathId(TEACHER) });
