import { z } from 'zod';
import { isDay } from '@contract/day';
import { choice, int, label, listQuery, optionalInt, pathId, pathIds, said, text, type Label } from '@contract/input';

// What the schedule's calls take (docs/api.md "Schedule").

const SCHEDULE_ID = label('课表编号', 'Schedule id');
const TEACHER = label('教师', 'Teacher');
const CLASS = label('班级', 'Class');
const COURSE = label('课程', 'Course');
const SCOPE = label('修改范围', 'Scope');

/** A date as yyyy-MM-dd ('' when not required and left out). */
const day = (l: Label, required = true) =>
  text(l, { required, max: 10 }).refine((value) => !value || isDay(value), {
    error: said(`${l.zh}必须是 yyyy-MM-dd 格式的日期`, `${l.en} must be a date as yyyy-MM-dd`),
  });

const time = (l: Label) =>
  text(l, { required: true, max: 5 }).refine((value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value), {
    error: said(`${l.zh}必须是 HH:mm 格式`, `${l.en} must be a time as HH:mm`),
  });

// 0 and empty filter nothing; whole numbers in the id range (a database error otherwise)
const filters = {
  teacherUserId: optionalInt(TEACHER),
  classId: optionalInt(CLASS),
  courseId: optionalInt(COURSE),
};
export const scheduleListQuery = listQuery(filters);
export const scheduleOptionsQuery = z.object({ teacherUserId: filters.teacherUserId });

const TIMES = {
  date: day(label('日期', 'Date')),
  startTime: time(label('开始时间', 'Start time')),
  endTime: time(label('结束时间', 'End time')),
};

const LESSON = {
  classId: int(CLASS),
  courseId: int(COURSE),
  lessonId: optionalInt(label('课时', 'Lesson')),
  ...TIMES,
  place: text(label('上课地点', 'Place'), { max: 100 }),
};

/** A new lesson; the teacher is named by an administrator only (a teacher plans their own). */
export const newLessons = z.object({
  teacherUserId: optionalInt(TEACHER),
  ...LESSON,
  repeatUntil: day(label('每周重复至', 'Repeat weekly until'), false),
});
export type NewLessonsInput = z.output<typeof newLessons>;

export const changedLesson = z.object({
  scheduleId: int(SCHEDULE_ID),
  scope: choice(SCOPE, ['one', 'series'], 'one'),
  ...LESSON,
});
export type LessonInput = z.output<typeof changedLesson>;

export const movedLesson = z.object({ scheduleId: int(SCHEDULE_ID), ...TIMES });
export type MovedLessonInput = z.output<typeof movedLesson>;

export const oneLesson = z.object({ scheduleId: pathId(SCHEDULE_ID) });
export const someLessons = z.object({ scheduleIds: pathIds(SCHEDULE_ID) });
/** Whether a delete takes the following occurrences of each series too; anything else is one. */
export const deleteScope = z.object({ scope: z.string().optional() });
