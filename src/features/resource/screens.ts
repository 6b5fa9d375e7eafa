import { defineScreens, recordPage } from '@/utils/screens';
import { RESOURCE_LIST_PATH } from './paths';
import { RESOURCE_PERMS } from './perms';

export default defineScreens({
  screens: {
    'user/resource/index': () => import('./ResourceListPage'),
    'user/resource/detail': () => import('./ResourceDetailPage'),
  },
  pages: [
    recordPage(
      '/user/resource/detail/:resourceId',
      'resource:detail.title',
      [RESOURCE_PERMS.query],
      RESOURCE_LIST_PATH,
    ),
  ],
});
