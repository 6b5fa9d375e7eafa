import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { 'tool/gen-edit/index': () => import('./GenEditPage') },
});
