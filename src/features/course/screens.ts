import { defineScreens, recordPage } from '@/utils/screens';
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
    recordPage('/admin/course/detail/:courseId', 'course:detail.title', [COURSE_PERMS.query], COURSE_LIST_PATH),
    recordPage(
      '/admin/course/feedback/:courseId',
      'message:courseFeedback.title',
      [COURSE_PERMS.feedback],
      COURSE_LIST_PATH,
    ),
  ],
});
