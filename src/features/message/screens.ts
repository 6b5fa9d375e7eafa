import { COURSE_PERMS } from '@/features/course';
import { defineScreens, NUMERIC_ID } from '@/utils/screens';

export default defineScreens({
  screens: {
    'admin/message/index': () => import('./MessagePage'),
    'admin/course/feedback': () => import('./CourseFeedbackPage'),
  },
  pages: [
    {
      path: '/admin/course/feedback/:courseId',
      component: 'admin/course/feedback',
      titleKey: 'message:courseFeedback.title',
      permissions: [COURSE_PERMS.feedback],
      params: { courseId: NUMERIC_ID },
      activeMenu: '/admin/course/index',
    },
  ],
});
