import { defineScreens, recordPage } from '@/utils/screens';
import { TEACHER_HOME_PATH } from './paths';
import { TEACHER_PERMS } from './perms';

export default defineScreens({
  screens: {
    'user/teacher/index': () => import('./TeacherHomePage'),
    'user/teacher/course': () => import('./TeacherCoursePage'),
    'user/teacher/detail': () => import('./TeacherLessonPage'),
  },
  pages: [
    recordPage('/user/teacher/course/:courseId', 'teacher:course.title', [TEACHER_PERMS.query], TEACHER_HOME_PATH),
    recordPage('/user/teacher/detail/:lessonId', 'teacher:lesson.title', [TEACHER_PERMS.query], TEACHER_HOME_PATH),
  ],
});
