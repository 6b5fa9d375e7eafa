import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: {
    'admin/wxuser/index': () => import('./WxUserPage'),
  },
});
