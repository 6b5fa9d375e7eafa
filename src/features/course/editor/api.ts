import { del, get, post, put } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { CourseDetail, CourseForm, DisciplineOption, LessonDetail, LessonForm } from './types';

// The calls of the course and lesson editors (docs/api.md "Course editing").

export function getCourseDetail(courseId: number) {
  return get<ApiResult<CourseDetail>>(`/admin/course/${courseId}`);
}

/** Disciplines with their subjects, for the discipline and subject pickers. */
export function getEditOptions() {
  return get<ApiResult<DisciplineOption[]>>('/admin/course/editOptions');
}

/** Creates a course (with the lessons of its form) and answers its id. */
export function createCourse(form: Omit<CourseForm, 'lessons'> & { lessons: LessonForm[] }) {
  return post<ApiResult<{ courseId: number }>>('/admin/course', form);
}

/** Updates a course's fields and files; its lessons are saved through the lesson calls. */
export function updateCourse(form: CourseForm & { courseId: number }) {
  return put<ApiResult>('/admin/course', form);
}

export function getLesson(lessonId: number) {
  return get<ApiResult<LessonDetail>>(`/admin/course/lesson/${lessonId}`);
}

export function createLesson(form: LessonForm & { courseId: number }) {
  return post<ApiResult<{ lessonId: number }>>('/admin/course/lesson', form);
}

export function updateLesson(form: LessonForm & { lessonId: number }) {
  return put<ApiResult>('/admin/course/lesson', form);
}

export function deleteLessons(lessonIds: number[]) {
  return del<ApiResult>(`/admin/course/lesson/${lessonIds.join(',')}`);
}

export function orderLessons(courseId: number, lessonIds: number[]) {
  return put<ApiResult>('/admin/course/lesson/order', { courseId, lessonIds });
}
