import { defineScreens, NUMERIC_ID } from '@/utils/screens';
import { TEACHER_HOME_PATH } from './paths';
import { TEACHER_PERMS } from './perms';

export default defineScreens({
  screens: {
    'user/teacher/index': () => import('./TeacherHomePage'),
    'user/teacher/course': () => import('./TeacherCoursePage'),
    'user/teacher/detail': () => import('./TeacherLessonPage'),
  },
  pages: [
    {
      path: '/user/teacher/course/:courseId',
      component: 'user/teacher/course',
      titleKey: 'teacher:course.title',
      permissions: [TEACHER_PERMS.query],
      params: { courseId: NUMERIC_ID },
      activeMenu: TEACHER_HOME_PATH,
    },
    {
      path: '/user/teacher/detail/:lessonId',
      component: 'user/teacher/detail',
      titleKey: 'teacher:lesson.title',
      permissions: [TEACHER_PERMS.query],
      params: { lessonId: NUMERIC_ID },
      activeMenu: TEACHER_HOME_PATH,
    },
  ],
});
