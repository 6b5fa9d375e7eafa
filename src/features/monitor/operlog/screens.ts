import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { 'monitor/operlog/index': () => import('./OperLogPage') },
});
