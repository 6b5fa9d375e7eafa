import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: {
    'admin/approval/index': () => import('./ApprovalTabsPage'),
  },
});
