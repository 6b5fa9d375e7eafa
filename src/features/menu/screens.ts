import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { menu: () => import('./MenuPage') },
  pages: [{ path: '/menu', component: 'menu', titleKey: 'routes:menu' }],
});
