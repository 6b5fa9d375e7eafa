import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { index: () => import('./HomePage') },
  pages: [{ path: '/index', component: 'index', titleKey: 'routes:home', affix: true }],
});
