import { defineScreens, NUMERIC_ID } from '@/utils/screens';
import { USER_PERMS } from './perms';

export default defineScreens({
  screens: {
    'system/user/index': () => import('./UserPage'),
    'system/user/authRole': () => import('./AuthRolePage'),
  },
  pages: [
    {
      path: '/system/user-auth/role/:userId',
      component: 'system/user/authRole',
      titleKey: 'routes:userAuthRole',
      permissions: [USER_PERMS.edit],
      params: { userId: NUMERIC_ID },
      activeMenu: '/system/user/index',
    },
  ],
});
