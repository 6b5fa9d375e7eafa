import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: {
    'system/notice/index': () => import('./NoticePage'),
  },
});
