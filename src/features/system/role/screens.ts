import { defineScreens, NUMERIC_ID } from '@/utils/screens';
import { ROLE_PERMS } from './perms';

export default defineScreens({
  screens: {
    'system/role/index': () => import('./RolePage'),
    'system/role/authUser': () => import('./AuthUserPage'),
  },
  pages: [
    {
      path: '/system/role-auth/user/:roleId',
      component: 'system/role/authUser',
      titleKey: 'routes:roleAuthUser',
      permissions: [ROLE_PERMS.edit],
      params: { roleId: NUMERIC_ID },
      activeMenu: '/system/role/index',
    },
  ],
});
