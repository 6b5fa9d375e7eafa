import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { 'monitor/job/index': () => import('./JobPage') },
});
