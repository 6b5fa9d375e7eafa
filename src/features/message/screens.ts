import { defineScreens } from '@/utils/screens';

// A course's feedback page (CourseFeedbackPage) is declared by the course feature, whose route it is.
export default defineScreens({
  screens: {
    'admin/message/index': () => import('./MessagePage'),
  },
});
