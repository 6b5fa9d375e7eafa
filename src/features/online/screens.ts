import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { 'monitor/online/index': () => import('./OnlinePage') },
});
