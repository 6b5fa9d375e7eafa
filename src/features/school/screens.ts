import { defineScreens } from '@/utils/screens';
import { SCHOOL_LIST_PATH } from './paths';
import { SCHOOL_PERMS } from './perms';

export default defineScreens({
  screens: {
    'admin/school/index': () => import('./SchoolPage'),
    'admin/school/edit': () => import('./editor/SchoolEditorPage'),
  },
  pages: [
    {
      path: '/admin/school/edit/:id',
      component: 'admin/school/edit',
      titleKey: 'school:editor.title',
      permissions: [SCHOOL_PERMS.add, SCHOOL_PERMS.edit],
      params: { id: /^(new|\d+)$/ },
      activeMenu: SCHOOL_LIST_PATH,
    },
  ],
});
