import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { 'admin/classteacher/index': () => import('./ClassTeacherPage') },
});
