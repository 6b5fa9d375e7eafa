import { defineScreens, recordPage } from '@/utils/screens';
import { SCHOOL_LIST_PATH } from './paths';
import { SCHOOL_PERMS } from './perms';

export default defineScreens({
  screens: {
    'admin/school/index': () => import('./SchoolPage'),
    'admin/school/edit': () => import('./editor/SchoolEditorPage'),
  },
  pages: [
    recordPage(
      '/admin/school/edit/:id',
      'school:editor.title',
      [SCHOOL_PERMS.add, SCHOOL_PERMS.edit],
      SCHOOL_LIST_PATH,
      { creates: true },
    ),
  ],
});
