import { defineScreens, NUMERIC_ID } from '@/utils/screens';
import { COURSE_LIST_PATH } from './paths';
import { COURSE_PERMS } from './perms';

export default defineScreens({
  screens: {
    'admin/course/index': () => import('./CoursePage'),
    'admin/course/detail': () => import('./detail/CourseDetailPage'),
    // The course's feedback is the courseware-message list of one course: the message feature
    // builds the page; the course declares it, as its route and permission are the course's
    // (and a screen declaration, loaded with the entry, must not pull another feature's index).
    'admin/course/feedback': () => import('@/features/message/CourseFeedbackPage'),
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
    {
      path: '/admin/course/feedback/:courseId',
      component: 'admin/course/feedback',
      titleKey: 'message:courseFeedback.title',
      permissions: [COURSE_PERMS.feedback],
      params: { courseId: NUMERIC_ID },
      activeMenu: COURSE_LIST_PATH,
    },
  ],
});
