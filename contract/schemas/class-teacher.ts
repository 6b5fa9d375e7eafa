import { z } from 'zod';
import { int, label, listQuery, optionalInt, pathIds, text } from '@contract/input';

// What the class teachers' calls take (docs/api.md "Class teachers").

const SCHOOL = label('学校', 'School');
const CLASS = label('班级', 'Class');
const SUBJECT = label('科目', 'Subject');

/** The school is read as the school scope reads an asked school (school/scope.ts). */
export const classTeacherListQuery = listQuery({
  schoolId: text(SCHOOL),
  classId: optionalInt(CLASS),
  subjectId: optionalInt(SUBJECT),
  teacherName: text(label('教师姓名', 'Teacher name')),
});
export const classTeacherOptionsQuery = z.object({ schoolId: text(SCHOOL) });

export const newClassTeacher = z.object({
  classId: int(CLASS, { min: 1 }),
  userId: int(label('教师', 'Teacher'), { min: 1 }),
  subjectId: int(SUBJECT, { min: 1 }),
});
export type NewClassTeacher = z.output<typeof newClassTeacher>;

export const someClassTeachers = z.object({ ids: pathIds(label('编号', 'Id')) });
