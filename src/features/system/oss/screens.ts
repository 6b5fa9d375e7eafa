import { defineScreens } from '@/utils/screens';

export default defineScreens({
  screens: { 'system/oss-config/index': () => import('./OssConfigPage') },
});
