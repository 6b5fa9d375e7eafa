import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: {
    'admin/discipline/index': () => import('./DisciplinePage'),
    'admin/subject/index': () => import('./SubjectPage'),
    'admin/disciplineleader/index': () => import('./LeaderPage'),
  },
});
