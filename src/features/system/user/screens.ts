import { defineScreens, recordPage } from '@/utils/screens';
import { USER_PERMS } from './perms';

export default defineScreens({
  screens: {
    'system/user/index': () => import('./UserPage'),
    'system/user/authRole': () => import('./AuthRolePage'),
  },
  pages: [
    recordPage('/system/user-auth/role/:userId', 'routes:userAuthRole', [USER_PERMS.edit], '/system/user/index', {
      component: 'system/user/authRole',
    }),
  ],
});
