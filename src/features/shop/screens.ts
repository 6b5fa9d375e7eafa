import { defineScreens, recordPage } from '@/utils/screens';
import { SHOP_LIST_PATH } from './paths';
import { SHOP_PERMS } from './perms';

export default defineScreens({
  screens: {
    'user/shop/index': () => import('./ShopPage'),
    'user/shop/demo': () => import('./ShopDemoPage'),
  },
  pages: [recordPage('/user/shop/demo/:aidId', 'shop:demo.title', [SHOP_PERMS.query], SHOP_LIST_PATH)],
});
