import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { 'system/config/index': () => import('./ConfigPage') },
});
