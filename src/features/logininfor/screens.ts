import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { 'monitor/logininfor/index': () => import('./LoginLogPage') },
});
