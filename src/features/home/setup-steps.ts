import type { SetupStepKey } from './types';

/** The screens where each step's records are made, the main one first; each link shows its screen's title. */
export const SETUP_LINKS: Record<SetupStepKey, string[]> = {
  site: ['/admin/siteconfig/edit'],
  registration: ['/system/config/index'],
  developers: ['/system/user/index'],
  disciplines: ['/admin/discipline/index', '/admin/subject/index'],
  school: ['/admin/school/index'],
  classes: ['/admin/class/index'],
  courses: ['/admin/course/index'],
};
