import { defineScreens, NUMERIC_ID } from '@/utils/screens';
import { SHOP_LIST_PATH } from './paths';
import { SHOP_PERMS } from './perms';

export default defineScreens({
  screens: {
    'user/shop/index': () => import('./ShopPage'),
    'user/shop/demo': () => import('./ShopDemoPage'),
  },
  pages: [
    {
      path: '/user/shop/demo/:aidId',
      component: 'user/shop/demo',
      titleKey: 'shop:demo.title',
      permissions: [SHOP_PERMS.query],
      params: { aidId: NUMERIC_ID },
      activeMenu: SHOP_LIST_PATH,
    },
  ],
});
