import { resource } from '@/api/resource';
import { del, get, post, put } from '@/api/request';
import type { ApiResult, Status } from '@/api/types';
import type {
  CourseDetail,
  CourseForm,
  CourseLesson,
  CourseListRow,
  CourseSchools,
  DisciplineChoice,
  LessonForm,
} from './types';

// The course calls: the catalogue (docs/api.md "Courses") and the editors ("Course editing").

/** The catalogue's list and delete; a course's detail and save are the editors' (below). */
export const courses = resource<CourseListRow, CourseForm>('/admin/course', 'courseId');

export function changeCourseStatus(courseId: number, status: Status) {
  return put<ApiResult>('/admin/course/changeStatus', { courseId, status });
}

/** Disciplines with their subjects in both languages: the list filters and the editor's pickers. */
export async function getDisciplineChoices(): Promise<DisciplineChoice[]> {
  return (await get<ApiResult<DisciplineChoice[]>>('/admin/course/options/disciplines')).data ?? [];
}

/** The course with its files and lessons (the detail page and the editors). */
export async function getCourseDetail(courseId: number): Promise<CourseDetail> {
  return (await get<ApiResult<CourseDetail>>(`/admin/course/${courseId}`)).data as CourseDetail;
}

export async function getCourseSchools(courseId: number): Promise<CourseSchools> {
  return (await get<ApiResult<CourseSchools>>(`/admin/course/${courseId}/schools`)).data as CourseSchools;
}

export function associateSchools(courseId: number, schoolIds: number[]) {
  return put<ApiResult>(`/admin/course/${courseId}/schools`, { associate: schoolIds });
}

export function dissociateSchools(courseId: number, schoolIds: number[]) {
  return put<ApiResult>(`/admin/course/${courseId}/schools`, { dissociate: schoolIds });
}

/** Creates a course (with the lessons of its form) and answers its id. */
export function createCourse(form: Omit<CourseForm, 'lessons'> & { lessons: LessonForm[] }) {
  return post<ApiResult<{ courseId: number }>>('/admin/course', form);
}

/** Updates a course's fields and files; its lessons are saved through the lesson calls. */
export function updateCourse(form: CourseForm & { courseId: number }) {
  return put<ApiResult>('/admin/course', form);
}

export async function getLesson(lessonId: number): Promise<CourseLesson> {
  return (await get<ApiResult<CourseLesson>>(`/admin/course/lesson/${lessonId}`)).data as CourseLesson;
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
