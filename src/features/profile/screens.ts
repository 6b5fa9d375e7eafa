import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: {
    'user/profile': () => import('./ProfilePage'),
    'user/changeInfoPw': () => import('./ChangePasswordPage'),
  },
  pages: [
    { path: '/user/profile', component: 'user/profile', titleKey: 'routes:profile' },
    { path: '/user/changeInfoPw', component: 'user/changeInfoPw', titleKey: 'routes:changePassword' },
  ],
});
