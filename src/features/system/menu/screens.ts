import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { 'system/menu/index': () => import('./MenuPage') },
});
