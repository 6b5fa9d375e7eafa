import { defineScreens, recordPage } from '@/utils/screens';
import { ROLE_PERMS } from './perms';

export default defineScreens({
  screens: {
    'system/role/index': () => import('./RolePage'),
    'system/role/authUser': () => import('./AuthUserPage'),
  },
  pages: [
    recordPage('/system/role-auth/user/:roleId', 'routes:roleAuthUser', [ROLE_PERMS.edit], '/system/role/index', {
      component: 'system/role/authUser',
    }),
  ],
});
