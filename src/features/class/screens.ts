import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { 'admin/class/index': () => import('./ClassPage') },
});
