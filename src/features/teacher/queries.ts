import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { useListAction } from '@/hooks/useListAction';
import { getTeacherCourse, getTeacherHome, getTeacherLesson, markLessonTaught, unmarkLessonTaught } from './api';

/** Every query of the workspace: marking a lesson taught refreshes all of them (home progress too). */
export const teacherKeys = queryKeys('teacher');

export function useTeacherHome() {
  return useQuery({ queryKey: teacherKeys.of('home'), queryFn: getTeacherHome });
}

export function useTeacherCourse(courseId: number | null) {
  return useQuery({
    queryKey: teacherKeys.of('course', courseId),
    queryFn: () => getTeacherCourse(courseId!),
    enabled: courseId !== null,
  });
}

export function useTeacherLesson(lessonId: number | null) {
  return useQuery({
    queryKey: teacherKeys.of('lesson', lessonId),
    queryFn: () => getTeacherLesson(lessonId!),
    enabled: lessonId !== null,
  });
}

interface TaughtMark {
  classId: number;
  /** true marks the lesson taught for the class, false takes the mark back */
  taught: boolean;
}

/** Marks a lesson taught for one of my classes, or takes the mark back; resolves true when done. */
export function useMarkTaught(lessonId: number) {
  const { t } = useTranslation('teacher');
  return useListAction(
    teacherKeys.all,
    ({ classId, taught }: TaughtMark) =>
      taught ? markLessonTaught(lessonId, classId) : unmarkLessonTaught(lessonId, classId),
    ({ taught }) => t(taught ? 'lesson.markedDone' : 'lesson.unmarkedDone'),
  );
}
