import { defineScreens, NUMERIC_ID } from '@/utils/screens';
import { COURSE_LIST_PATH } from './paths';
import { COURSE_PERMS } from './perms';

export default defineScreens({
  screens: {
    'admin/course/index': () => import('./CoursePage'),
    'admin/course/detail': () => import('./detail/CourseDetailPage'),
  },
  pages: [
    {
      path: '/admin/course/detail/:courseId',
      component: 'admin/course/detail',
      titleKey: 'course:detail.title',
      permissions: [COURSE_PERMS.query],
      params: { courseId: NUMERIC_ID },
      activeMenu: COURSE_LIST_PATH,
    },
  ],
});
