import type { z } from 'zod';
import type { Status } from '@/api/types';
import type { addedLesson, changedCourse, changedLesson, newCourse } from '@contract/schemas/course';
import type { WireFile } from '@contract/schemas/course-files';
import type { Course } from '@contract/course';

export type { Course } from '@contract/course';

/** A row of `GET /admin/course/list`: the course, its names and its counts. */
export interface CourseListRow extends Course {
  disciplineName: string;
  disciplineNameEn: string;
  subjectName: string;
  subjectNameEn: string;
  lessonCount: number;
  schoolCount: number;
  feedbackCount: number;
}

export interface SubjectChoice {
  subjectId: number;
  subjectName: string;
  subjectNameEn: string;
}

/** `GET /admin/course/options/disciplines`: a discipline with its subjects, both languages. */
export interface DisciplineChoice {
  disciplineId: number;
  disciplineName: string;
  disciplineNameEn: string;
  subjects: SubjectChoice[];
}

/** A school a course is (or could be) associated with. */
export interface CourseSchool {
  schoolId: number;
  schoolName: string;
  schoolNameEn: string;
  schoolType: string;
  schoolStage: string;
  status: Status;
}

export interface CourseSchools {
  schools: CourseSchool[];
  /** the schools that could be added; empty for users who may not change the links */
  candidates: CourseSchool[];
}

/**
 * A file of a course or lesson as `GET /admin/course/{id}` answers it and the editors send it: the
 * file the course calls take (contract/schemas/course-files.ts).
 */
export type CourseFile = WireFile;

/** A lesson with its three file lists (`GET /admin/course/{id}`, `GET /admin/course/lesson/{id}`). */
export interface CourseLesson {
  lessonId: number;
  courseId: number;
  sort: number;
  title: string;
  titleEn: string;
  description: string;
  courseware: CourseFile[];
  materials: CourseFile[];
  learningResources: CourseFile[];
  createTime?: string;
  updateTime?: string;
}

/** `GET /admin/course/{id}`: the course with its three resource lists and its lessons with theirs. */
export interface CourseDetail extends Course {
  coursewares: CourseFile[];
  instructionalResources: CourseFile[];
  learningResources: CourseFile[];
  lessons: CourseLesson[];
}

/**
 * The lesson editor's form: a lesson's editable fields and its three file lists, as the lesson calls
 * take them (contract/schemas/course.ts), with the course when it adds one and the lesson's id when
 * it edits one; each is unset until the form holds it.
 */
export type LessonForm = Partial<z.input<typeof addedLesson> & z.input<typeof changedLesson>>;

/**
 * A lesson kept in the form of a course not created yet. `key` is the editor's own, never sent:
 * it tells the lessons apart before any has an id.
 */
export type PendingLesson = LessonForm & { key: string };

/**
 * The course editor's form: what step 1 and step 2 edit, as the course calls take it
 * (contract/schemas/course.ts), each unset until the form holds it. `lessons` is the pending
 * lessons (above) rather than the bodies they become: only while the course is new, its lessons
 * are created with it on Complete.
 */
export type CourseForm = Partial<Omit<z.input<typeof newCourse>, 'lessons'> & z.input<typeof changedCourse>> & {
  lessons?: PendingLesson[];
};
