import { defineScreens } from '@/utils/screens';
import { CONTENT_PERMS } from './perms';

export default defineScreens({
  screens: {
    'admin/content/index': () => import('./ContentListPage'),
    'admin/content/edit': () => import('./ContentEditPage'),
  },
  pages: [
    {
      // One tab per item: the id (or `new`) is in the path.
      path: '/admin/content/edit/:id',
      component: 'admin/content/edit',
      titleKey: 'content:editTitle',
      permissions: [CONTENT_PERMS.edit, CONTENT_PERMS.add],
      params: { id: /^(new|\d+)$/ },
      activeMenu: '/admin/content/index',
      noCache: false,
    },
  ],
});
