import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { 'admin/people/index': () => import('./PeoplePage') },
});
