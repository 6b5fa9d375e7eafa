import { del, get, post } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { TeacherCourse, TeacherHome, TeacherLesson } from './types';

// The teacher's workspace calls (docs/api.md "Teacher workspace").

async function dataOf<T>(answer: Promise<ApiResult<T>>): Promise<T> {
  const { data } = await answer;
  if (data === undefined) throw new Error('answer without data');
  return data;
}

export const getTeacherHome = () => dataOf(get<ApiResult<TeacherHome>>('/user/teacher/home'));

export const getTeacherCourse = (courseId: number) =>
  dataOf(get<ApiResult<TeacherCourse>>(`/user/teacher/course/${courseId}`));

export const getTeacherLesson = (lessonId: number) =>
  dataOf(get<ApiResult<TeacherLesson>>(`/user/teacher/lesson/${lessonId}`));

export const markLessonTaught = (lessonId: number, classId: number) =>
  post<ApiResult>(`/user/teacher/lesson/${lessonId}/taught`, { classId });

export const unmarkLessonTaught = (lessonId: number, classId: number) =>
  del<ApiResult>(`/user/teacher/lesson/${lessonId}/taught/${classId}`);
