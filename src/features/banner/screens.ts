import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: {
    'admin/banner/index': () => import('./BannerPage'),
  },
});
