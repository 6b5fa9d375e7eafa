import { defineScreens, NUMERIC_ID } from '@/utils/screens';
import { ACTIVITY_LIST_PATH } from './paths';
import { ACTIVITY_PERMS } from './perms';

export default defineScreens({
  screens: {
    'admin/activity/index': () => import('./ActivityPage'),
    'admin/activity/edit': () => import('./ActivityEditPage'),
    'admin/activity/detail': () => import('./ActivityDetailPage'),
    'admin/registration/index': () => import('./RegistrationPage'),
  },
  pages: [
    {
      // One tab per activity: the id (or `new`) is in the path.
      path: '/admin/activity/edit/:id',
      component: 'admin/activity/edit',
      titleKey: 'activity:editTitle',
      permissions: [ACTIVITY_PERMS.edit, ACTIVITY_PERMS.add],
      params: { id: /^(new|\d+)$/ },
      activeMenu: ACTIVITY_LIST_PATH,
      noCache: false,
    },
    {
      path: '/admin/activity/detail/:id',
      component: 'admin/activity/detail',
      titleKey: 'activity:detailTitle',
      permissions: [ACTIVITY_PERMS.query],
      params: { id: NUMERIC_ID },
      activeMenu: ACTIVITY_LIST_PATH,
    },
  ],
});
