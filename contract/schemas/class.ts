import { z } from 'zod';
import { GRADE_MAX, GRADE_MIN } from '@contract/grades';
import { chineseIn, int, label, listQuery, optionalInt, pathId, pathIds, said, text } from '@contract/input';
import { newUser } from './user';

// What the classes' calls take (docs/api.md "Classes, students and scores").

const CLASS_ID = label('班级编号', 'Class id');
const SCHOOL = label('学校', 'School');
const NAME = label('班级名称', 'Class name');
const GRADE = label('年级', 'Grade');

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const EXAM_TIME_FORMAT = said('考试时间格式不正确，应为 yyyy-MM-dd HH:mm:ss', 'Exam time must be yyyy-MM-dd HH:mm:ss');

export const classListQuery = listQuery({
  schoolId: optionalInt(SCHOOL),
  grade: optionalInt(GRADE, { min: GRADE_MIN, max: GRADE_MAX }),
  className: text(NAME),
});

/** The class's teachers: at least one id, each a whole number; repeats read once. */
const teacherIds = z.preprocess((raw: number[], ctx): number[] => {
  if (!Array.isArray(raw) || !raw.length) {
    ctx.addIssue({ code: 'custom', message: said('教师不能为空', 'Teachers are required') });
    return z.NEVER;
  }
  const ids: number[] = [];
  for (const id of raw) {
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: said('教师格式不正确', 'Teachers have an invalid format') });
      return z.NEVER;
    }
    ids.push(id);
  }
  return [...new Set(ids)];
}, z.array(z.number()));

const FIELDS = {
  /** null: school staff's own school (or, on an edit, the class's) */
  schoolId: optionalInt(SCHOOL),
  className: text(NAME, { required: true, max: 50 }),
  classNameEn: text(label('英文名称', 'English name'), { max: 100 }),
  grade: int(GRADE, { min: GRADE_MIN, max: GRADE_MAX }),
  teacherIds,
  examTime: text(label('考试时间', 'Exam time'), { required: true }).refine((value) => TIME.test(value), {
    error: EXAM_TIME_FORMAT,
  }),
};

export const newClass = chineseIn(['className'], z.object(FIELDS));
export const changedClass = chineseIn(['className'], z.object({ classId: int(CLASS_ID), ...FIELDS }));
export type ClassInput = z.output<typeof newClass>;

/** A school's new teacher from the class form: the account's fields as the users screen reads them. */
export const newTeacher = z.object({
  schoolId: optionalInt(SCHOOL),
  ...newUser.pick({ userName: true, name: true, password: true, phonenumber: true }).shape,
});
export type NewTeacherInput = z.output<typeof newTeacher>;

export const oneClass = z.object({ classId: pathId(CLASS_ID) });
export const someClasses = z.object({ classIds: pathIds(CLASS_ID) });

/** The exam a roster or its statistics is about; the class's own exam time when left out. */
export const rosterQuery = listQuery({
  examTime: text(label('考试时间', 'Exam time')).refine((value) => !value || TIME.test(value), {
    error: EXAM_TIME_FORMAT,
  }),
  keyword: text(label('关键字', 'Keyword')),
});

/** A roster or score file's rows, each checked by the import itself so that a refusal names its rows. */
export const rosterImport = z.object({
  rows: z
    .array(z.unknown(), { error: said('没有可导入的数据', 'There is nothing to import') })
    .min(1, { error: said('没有可导入的数据', 'There is nothing to import') })
    .pipe(
      z.array(z.record(z.string(), z.unknown()), {
        error: said('导入数据格式不正确', 'The import data has an invalid format'),
      }),
    ),
  fileName: z
    .unknown()
    .transform((value) => (typeof value === 'string' ? value.trim().slice(0, 200) : ''))
    .pipe(z.string().min(1, { error: said('导入文件名不能为空', 'The file name is required') })),
});
export type RosterImport = z.output<typeof rosterImport>;
