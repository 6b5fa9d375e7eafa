import { defineScreens, NUMERIC_ID } from '@/utils/screens';
import { RESOURCE_LIST_PATH } from './paths';
import { RESOURCE_PERMS } from './perms';

export default defineScreens({
  screens: {
    'user/resource/index': () => import('./ResourceListPage'),
    'user/resource/detail': () => import('./ResourceDetailPage'),
  },
  pages: [
    {
      path: '/user/resource/detail/:resourceId',
      component: 'user/resource/detail',
      titleKey: 'resource:detail.title',
      permissions: [RESOURCE_PERMS.query],
      params: { resourceId: NUMERIC_ID },
      activeMenu: RESOURCE_LIST_PATH,
    },
  ],
});
