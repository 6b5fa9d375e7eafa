import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { 'monitor/server/index': () => import('./ServerPage') },
});
