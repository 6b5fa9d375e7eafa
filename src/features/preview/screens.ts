import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: {
    fileView: () => import('./FileViewPage'),
    docView: () => import('./DocViewPage'),
    courseFileView: () => import('./CourseFileViewPage'),
  },
  pages: [
    { path: '/fileView', component: 'fileView', titleKey: 'routes:fileView', noCache: true },
    { path: '/docView', component: 'docView', titleKey: 'routes:docView', noCache: true },
    { path: '/courseFileView', component: 'courseFileView', titleKey: 'routes:courseFileView', noCache: true },
  ],
});
