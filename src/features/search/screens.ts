import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { 'admin/search': () => import('./SearchPage') },
  pages: [{ path: '/admin/search', component: 'admin/search', titleKey: 'routes:search' }],
});
