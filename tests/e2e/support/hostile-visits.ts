import type { FileServer } from '../server/file-server';
import type { SeedIds } from '../server/tasks/seed-ids';

// How the hostile-input sweep opens every screen the app declares: one entry per screen
// component (tests/e2e/support/declared-screens.ts fails the sweep when one is missing), with
// the address to open, the account that has the screen, and whether the screen shows stored text
// (then the sweep waits until a payload is on it, proving the data reached the screen).

export type { SeedIds };

export type Account = 'admin' | 'teacher';

export interface HostileVisit {
  screen: string;
  path: (ids: SeedIds) => string;
  as: Account;
  /** the screen shows stored text: a payload must appear on it */
  shows: boolean;
}

const at = (path: string) => (): string => path;

/** Every declared screen, in the order the sweep opens them (admin first, then the teacher). */
export const HOSTILE_VISITS: readonly HostileVisit[] = [
  { screen: 'index', path: at('/index'), as: 'admin', shows: true },
  { screen: 'admin/course/index', path: at('/admin/course/index'), as: 'admin', shows: true },
  { screen: 'admin/course/detail', path: (i) => `/admin/course/detail/${i.courseId}`, as: 'admin', shows: true },
  {
    screen: 'admin/course/feedback',
    path: (i) => `/admin/course/feedback/${i.teacherCourseId}`,
    as: 'admin',
    shows: true,
  },
  {
    screen: 'admin/course/edite_course',
    path: (i) => `/admin/course/edite_course/${i.teacherCourseId}`,
    as: 'admin',
    shows: true,
  },
  {
    screen: 'admin/course/edite_section',
    path: (i) => `/admin/course/edite_section/${i.teacherCourseId}/${i.teacherLessonId}`,
    as: 'admin',
    shows: true,
  },
  { screen: 'admin/content/index', path: at('/admin/content/index'), as: 'admin', shows: true },
  { screen: 'admin/content/edit', path: (i) => `/admin/content/edit/${i.contentId}`, as: 'admin', shows: true },
  { screen: 'admin/message/index', path: at('/admin/message/index'), as: 'admin', shows: true },
  { screen: 'admin/banner/index', path: at('/admin/banner/index'), as: 'admin', shows: true },
  { screen: 'admin/school/index', path: at('/admin/school/index'), as: 'admin', shows: true },
  { screen: 'admin/school/edit', path: (i) => `/admin/school/edit/${i.schoolId}`, as: 'admin', shows: true },
  { screen: 'admin/class/index', path: at('/admin/class/index'), as: 'admin', shows: true },
  { screen: 'admin/classteacher/index', path: at('/admin/classteacher/index'), as: 'admin', shows: true },
  { screen: 'admin/people/index', path: at('/admin/people/index'), as: 'admin', shows: true },
  { screen: 'admin/approval/index', path: at('/admin/approval/index'), as: 'admin', shows: true },
  { screen: 'admin/discipline/index', path: at('/admin/discipline/index'), as: 'admin', shows: true },
  { screen: 'admin/subject/index', path: at('/admin/subject/index'), as: 'admin', shows: true },
  { screen: 'admin/disciplineleader/index', path: at('/admin/disciplineleader/index'), as: 'admin', shows: true },
  { screen: 'admin/activity/index', path: at('/admin/activity/index'), as: 'admin', shows: true },
  { screen: 'admin/activity/edit', path: (i) => `/admin/activity/edit/${i.activityId}`, as: 'admin', shows: true },
  { screen: 'admin/activity/detail', path: (i) => `/admin/activity/detail/${i.activityId}`, as: 'admin', shows: true },
  { screen: 'admin/registration/index', path: at('/admin/registration/index'), as: 'admin', shows: true },
  { screen: 'admin/siteconfig/edit', path: at('/admin/siteconfig/edit'), as: 'admin', shows: true },
  { screen: 'admin/wxuser/index', path: at('/admin/wxuser/index'), as: 'admin', shows: true },
  { screen: 'admin/search', path: at('/admin/search'), as: 'admin', shows: false },
  { screen: 'user/resource/index', path: at('/user/resource/index'), as: 'admin', shows: true },
  { screen: 'user/resource/detail', path: (i) => `/user/resource/detail/${i.resourceId}`, as: 'admin', shows: true },
  { screen: 'user/shop/index', path: at('/user/shop/index'), as: 'admin', shows: true },
  { screen: 'user/shop/demo', path: (i) => `/user/shop/demo/${i.aidId}`, as: 'admin', shows: true },
  { screen: 'user/member/classIndex', path: at('/user/member/classIndex'), as: 'admin', shows: true },
  {
    screen: 'user/member/classEdit',
    path: (i) => `/user/member/classEdit/${i.memberClassId}`,
    as: 'admin',
    shows: true,
  },
  { screen: 'user/member/teacherIndex', path: at('/user/member/teacherIndex'), as: 'admin', shows: true },
  {
    screen: 'user/member/teacherEdit',
    path: (i) => `/user/member/teacherEdit/${i.teacherUserId}`,
    as: 'admin',
    shows: true,
  },
  { screen: 'system/user/index', path: at('/system/user/index'), as: 'admin', shows: true },
  {
    screen: 'system/user/authRole',
    path: (i) => `/system/user-auth/role/${i.teacherUserId}`,
    as: 'admin',
    shows: true,
  },
  { screen: 'system/role/index', path: at('/system/role/index'), as: 'admin', shows: true },
  // the menu's titles carry no payload: they are the sidebar of every screen the sweep opens
  { screen: 'system/menu/index', path: at('/system/menu/index'), as: 'admin', shows: false },
  {
    screen: 'system/role/authUser',
    path: (i) => `/system/role-auth/user/${i.teacherRoleId}`,
    as: 'admin',
    shows: true,
  },
  { screen: 'system/dict/index', path: at('/system/dict/index'), as: 'admin', shows: true },
  { screen: 'system/dict/data', path: (i) => `/system/dict-data/index/${i.dictId}`, as: 'admin', shows: true },
  { screen: 'system/config/index', path: at('/system/config/index'), as: 'admin', shows: true },
  { screen: 'system/oss-config/index', path: at('/system/oss-config/index'), as: 'admin', shows: true },
  { screen: 'tool/gen-edit/index', path: at('/tool/gen-edit/index'), as: 'admin', shows: true },
  { screen: 'tool/swagger/index', path: at('/tool/swagger/index'), as: 'admin', shows: false },
  // the demo has no notice to carry a payload (tests/server/notice/notice.test.ts cleans their content)
  { screen: 'system/notice/index', path: at('/system/notice/index'), as: 'admin', shows: false },
  { screen: 'monitor/operlog/index', path: at('/monitor/operlog/index'), as: 'admin', shows: false },
  { screen: 'monitor/logininfor/index', path: at('/monitor/logininfor/index'), as: 'admin', shows: false },
  { screen: 'monitor/online/index', path: at('/monitor/online/index'), as: 'admin', shows: false },
  { screen: 'monitor/job/index', path: at('/monitor/job/index'), as: 'admin', shows: false },
  { screen: 'monitor/server/index', path: at('/monitor/server/index'), as: 'admin', shows: false },
  { screen: 'menu', path: at('/menu'), as: 'admin', shows: false },
  { screen: 'user/profile', path: at('/user/profile'), as: 'admin', shows: true },
  { screen: 'user/changeInfoPw', path: at('/user/changeInfoPw'), as: 'admin', shows: false },
  {
    screen: 'fileView',
    // the name comes from the address: a link someone sends may carry anything
    path: (i) =>
      `/fileView?url=${encodeURIComponent(i.fileUrl)}&name=${encodeURIComponent('hx_url<img src=x onerror=__xss.push(9)>.pdf')}`,
    as: 'admin',
    shows: true,
  },
  { screen: 'user/teacher/index', path: at('/user/teacher/index'), as: 'teacher', shows: true },
  {
    screen: 'user/teacher/course',
    path: (i) => `/user/teacher/course/${i.teacherCourseId}`,
    as: 'teacher',
    shows: true,
  },
  {
    screen: 'user/teacher/detail',
    path: (i) => `/user/teacher/detail/${i.teacherLessonId}`,
    as: 'teacher',
    shows: true,
  },
  { screen: 'docView', path: (i) => `/docView?fileId=${i.teacherFileId}`, as: 'teacher', shows: true },
  { screen: 'courseFileView', path: (i) => `/courseFileView?fileId=${i.teacherFileId}`, as: 'teacher', shows: true },
  { screen: 'user/schedule/index', path: at('/user/schedule/index'), as: 'teacher', shows: true },
  {
    screen: 'user/schedule/edite_base',
    path: (i) => `/user/schedule/edite_base/${i.teacherScheduleId}`,
    as: 'teacher',
    shows: true,
  },
  { screen: 'user/schedule/fullCalendar', path: at('/user/schedule/fullCalendar'), as: 'teacher', shows: false },
];

/** The public pages outside the console (no login needed). */
export const PUBLIC_VISITS: readonly { name: string; path: (ids: SeedIds) => string }[] = [
  { name: 'website', path: at('/website') },
  { name: 'contentView', path: (i) => `/contentView?id=${i.contentId}` },
];

/** Reads the ids the visits need from the file's database (the server's seed). */
export function readSeedIds(server: Pick<FileServer, 'run'>): Promise<SeedIds> {
  return server.run('seed-ids', undefined);
}
