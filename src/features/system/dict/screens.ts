import { defineScreens, recordPage } from '@/utils/screens';
import { DICT_PERMS } from './perms';

export default defineScreens({
  screens: {
    'system/dict/index': () => import('./DictTypePage'),
    'system/dict/data': () => import('./DictDataPage'),
  },
  pages: [
    recordPage('/system/dict-data/index/:dictId', 'routes:dictData', [DICT_PERMS.list], '/system/dict/index', {
      component: 'system/dict/data',
    }),
  ],
});
