import { z } from 'zod';
import { GRADE_MAX, GRADE_MIN } from '@contract/grades';
import { CLASS_HOURS_MAX } from '@contract/course-limits';
import {
  address,
  idsOrText,
  int,
  label,
  listQuery,
  filterChoice,
  optionalInt,
  pathId,
  pathIds,
  requiredChoice,
  text,
  sentAs,
} from '@contract/input';
import { COURSE_LISTS, LESSON_LISTS, wireFiles } from './course-files';

// What the course calls take (docs/api.md "Courses", "Course editing"). The labels are the course
// screens' (src/locales/*/courseEditor.json), so a refusal names the field the way the screen does.

const COURSE_ID = label('课程编号', 'Course id');
const LESSON_ID = label('课时编号', 'Lesson id');
const STATUS = label('状态', 'Status');
const GRADE_RANGE = { min: GRADE_MIN, max: GRADE_MAX };

export const courseListQuery = listQuery({
  title: text(label('课程名称', 'Course title')),
  disciplineId: optionalInt(label('学科', 'Discipline')),
  subjectId: optionalInt(label('科目', 'Subject')),
  grade: optionalInt(label('年级', 'Grade'), GRADE_RANGE),
  status: filterChoice(STATUS, ['0', '1']),
});
export type CourseListQuery = z.output<typeof courseListQuery>;

export const courseStatus = z.object({
  courseId: int(COURSE_ID),
  status: requiredChoice(STATUS, ['0', '1']),
});

export const oneCourse = z.object({ courseId: pathId(COURSE_ID) });
export const someCourses = z.object({ courseIds: pathIds(COURSE_ID) });
export const oneLesson = z.object({ lessonId: pathId(LESSON_ID) });
export const someLessons = z.object({ lessonIds: pathIds(LESSON_ID) });

export const courseSchoolChange = z.object({
  associate: idsOrText(label('关联学校', 'Schools to associate')),
  dissociate: idsOrText(label('解除关联的学校', 'Schools to dissociate')),
});

/** The editable fields of a course, in the order the editor's first step shows them. */
const COURSE_FIELDS = {
  title: text(label('课程名称', 'Course title'), { required: true, max: 100 }),
  titleEn: text(label('英文名称', 'English title'), { max: 200 }),
  description: text(label('课程简介', 'Description'), { required: true, max: 2000 }),
  descriptionEn: text(label('英文简介', 'English description'), { max: 4000 }),
  gradeStart: int(label('起始年级', 'Start grade'), GRADE_RANGE),
  gradeEnd: int(label('结束年级', 'End grade'), GRADE_RANGE),
  disciplineId: int(label('学科', 'Discipline'), { min: 1 }),
  subjectId: int(label('科目', 'Subject'), { min: 1 }),
  classHours: int(label('课时数', 'Class hours'), { min: 1, max: CLASS_HOURS_MAX }),
  tags: text(label('标签', 'Tags'), { max: 200 }),
  cover: address(label('封面图片', 'Cover image'), { required: true, max: 500 }),
  teachingAids: text(label('教具配置', 'Teaching aids configuration'), { max: 2000 }),
};

const LESSON_FIELDS = {
  title: text(label('课时名称', 'Lesson title'), { required: true, max: 100 }),
  titleEn: text(label('英文课时名称', 'English lesson title'), { max: 200 }),
  description: text(label('课时简介', 'Lesson description'), { max: 2000 }),
};

const newLesson = z.object({ ...LESSON_FIELDS, ...wireFiles(LESSON_LISTS) });

/** Lessons sent with a new course; anything but a list is none. */
const lessonsOfNewCourse = sentAs<z.input<typeof newLesson>[]>()(
  z.preprocess(
    (value) => (Array.isArray(value) ? value.map((lesson: unknown) => lesson ?? {}) : []),
    z.array(newLesson),
  ),
);

export type CourseFields = z.output<z.ZodObject<typeof COURSE_FIELDS>>;

export const newCourse = z.object({ ...COURSE_FIELDS, ...wireFiles(COURSE_LISTS), lessons: lessonsOfNewCourse });
export const changedCourse = z.object({ courseId: int(COURSE_ID), ...COURSE_FIELDS, ...wireFiles(COURSE_LISTS) });
export type NewCourse = z.output<typeof newCourse>;
export type ChangedCourse = z.output<typeof changedCourse>;

export const addedLesson = z.object({ courseId: int(COURSE_ID), ...LESSON_FIELDS, ...wireFiles(LESSON_LISTS) });
export const changedLesson = z.object({ lessonId: int(LESSON_ID), ...LESSON_FIELDS, ...wireFiles(LESSON_LISTS) });
export type AddedLesson = z.output<typeof addedLesson>;
export type ChangedLesson = z.output<typeof changedLesson>;

/** The lessons' new order; the ids are compared with the course's own in records. */
export const lessonOrder = z.object({
  courseId: int(COURSE_ID),
  lessonIds: z.preprocess((value) => (Array.isArray(value) ? value.map(Number) : []), z.custom<number[]>()),
});
export type LessonOrder = z.output<typeof lessonOrder>;
export type CourseSchoolChange = z.output<typeof courseSchoolChange>;
