import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { 'tool/swagger/index': () => import('./ApiDocsPage') },
});
