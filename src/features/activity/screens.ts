import { defineScreens, recordPage } from '@/utils/screens';
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
    // One tab per activity: the id (or `new`) is in the path.
    recordPage(
      '/admin/activity/edit/:id',
      'activity:editTitle',
      [ACTIVITY_PERMS.edit, ACTIVITY_PERMS.add],
      ACTIVITY_LIST_PATH,
      {
        creates: true,
        noCache: false,
      },
    ),
    recordPage('/admin/activity/detail/:id', 'activity:detailTitle', [ACTIVITY_PERMS.query], ACTIVITY_LIST_PATH),
  ],
});
