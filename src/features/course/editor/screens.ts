import { defineScreens, recordPage } from '@/utils/screens';
import { COURSE_PERMS } from '../perms';

// The course editor and the lesson editor: hidden pages with the record's id in the path, one tab
// per record (docs/screens/editor.md). Kept apart from the course list's screens.ts.
export default defineScreens({
  screens: {
    'admin/course/edite_course': () => import('./CourseEditorPage'),
    'admin/course/edite_section': () => import('./LessonEditorPage'),
  },
  pages: [
    recordPage(
      '/admin/course/edite_course/:id',
      'courseEditor:editTitle',
      [COURSE_PERMS.add, COURSE_PERMS.edit],
      '/admin/course/index',
      { creates: true },
    ),
    recordPage(
      '/admin/course/edite_section/:courseId/:lessonId',
      'courseEditor:lessonEditorTitle',
      [COURSE_PERMS.edit],
      '/admin/course/index',
      { creates: true },
    ),
  ],
});
