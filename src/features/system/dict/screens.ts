import { defineScreens, NUMERIC_ID } from '@/utils/screens';
import { DICT_PERMS } from './perms';

export default defineScreens({
  screens: {
    'system/dict/index': () => import('./DictTypePage'),
    'system/dict/data': () => import('./DictDataPage'),
  },
  pages: [
    {
      path: '/system/dict-data/index/:dictId',
      component: 'system/dict/data',
      titleKey: 'routes:dictData',
      permissions: [DICT_PERMS.list],
      params: { dictId: NUMERIC_ID },
      activeMenu: '/system/dict/index',
    },
  ],
});
