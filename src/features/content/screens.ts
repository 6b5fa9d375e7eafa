import { defineScreens, recordPage } from '@/utils/screens';
import { CONTENT_PERMS } from './perms';

export default defineScreens({
  screens: {
    'admin/content/index': () => import('./ContentListPage'),
    'admin/content/edit': () => import('./ContentEditPage'),
  },
  pages: [
    // One tab per item: the id (or `new`) is in the path.
    recordPage(
      '/admin/content/edit/:id',
      'content:editTitle',
      [CONTENT_PERMS.edit, CONTENT_PERMS.add],
      '/admin/content/index',
      {
        creates: true,
        noCache: false,
      },
    ),
  ],
});
