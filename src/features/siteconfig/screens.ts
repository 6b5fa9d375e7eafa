import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: {
    'admin/siteconfig/edit': () => import('./SiteConfigPage'),
  },
});
