import { defineScreens, NUMERIC_ID } from '@/utils/screens';
import { COURSE_PERMS } from '../perms';

// The course editor and the lesson editor: hidden pages with the record's id in the path, one tab
// per record (docs/screens/editor.md). Kept apart from the course list's screens.ts.
export default defineScreens({
  screens: {
    'admin/course/edite_course': () => import('./CourseEditorPage'),
    'admin/course/edite_section': () => import('./LessonEditorPage'),
  },
  pages: [
    {
      path: '/admin/course/edite_course/:id',
      component: 'admin/course/edite_course',
      titleKey: 'courseEditor:editTitle',
      permissions: [COURSE_PERMS.add, COURSE_PERMS.edit],
      params: { id: /^(new|\d+)$/ },
      activeMenu: '/admin/course/index',
    },
    {
      path: '/admin/course/edite_section/:courseId/:lessonId',
      component: 'admin/course/edite_section',
      titleKey: 'courseEditor:lessonEditorTitle',
      permissions: [COURSE_PERMS.edit],
      params: { courseId: NUMERIC_ID, lessonId: /^(new|\d+)$/ },
      activeMenu: '/admin/course/index',
    },
  ],
});
