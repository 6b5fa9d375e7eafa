import { defineScreens, NUMERIC_ID } from '@/utils/screens';
import { MESSAGE_PERMS } from './perms';

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
      permissions: [MESSAGE_PERMS.courseFeedback],
      params: { courseId: NUMERIC_ID },
      activeMenu: '/admin/course/index',
    },
  ],
});
