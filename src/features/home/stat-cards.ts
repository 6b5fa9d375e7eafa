import type { StatKey } from './types';

const ALL: StatKey[] = [
  'schools',
  'courses',
  'teachers',
  'classes',
  'pendingApprovals',
  'unreadMessages',
  'activities',
];
const SCHOOL_STAFF: StatKey[] = ['courses', 'teachers', 'classes', 'pendingApprovals', 'unreadMessages', 'activities'];

/** The counts that matter to each role (by role key); an unknown role sees them all. */
const BY_ROLE: Record<string, StatKey[]> = {
  admin: ALL,
  school_admin: SCHOOL_STAFF,
  principal: SCHOOL_STAFF,
  teacher: ['courses', 'classes', 'unreadMessages', 'activities'],
  discipline_leader: ['courses', 'teachers', 'unreadMessages', 'activities'],
  A4: ['schools', 'classes', 'pendingApprovals', 'activities'],
};

/** The list pages behind each count, best first; a card links to the first the user has. */
const LISTS: Record<StatKey, string[]> = {
  schools: ['/admin/school/index'],
  courses: ['/admin/course/index', '/user/teacher/index'],
  teachers: ['/admin/people/index', '/user/member/teacherIndex'],
  classes: ['/admin/class/index', '/user/member/classIndex'],
  pendingApprovals: ['/admin/approval/index'],
  unreadMessages: ['/admin/message/index'],
  activities: ['/admin/activity/index'],
};

export function statsForRole(roleKey: string | undefined): StatKey[] {
  return BY_ROLE[roleKey ?? ''] ?? ALL;
}

export function listPathFor(key: StatKey, pagePaths: ReadonlySet<string>): string | undefined {
  return LISTS[key].find((path) => pagePaths.has(path));
}
