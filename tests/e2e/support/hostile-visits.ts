import type { Page } from 'playwright-core';

// How the hostile-input sweep opens every screen the app declares: one entry per screen
// component (tests/e2e/support/declared-screens.ts fails the sweep when one is missing), with
// the address to open, the account that has the screen, and whether the screen shows stored text
// (then the sweep waits until a payload is on it, proving the data reached the screen).

/** Real ids of the seeded data, read from the saved database at run time. */
export interface SeedIds {
  courseId: number;
  /** a published activity */
  activityId: number;
  contentId: number;
  schoolId: number;
  dictId: number;
  resourceId: number;
  aidId: number;
  /** the `teacher` account, its role and one of its classes at school 1 */
  teacherUserId: number;
  teacherRoleId: number;
  memberClassId: number;
  /** a course, lesson, lesson file and schedule entry the `teacher` account has */
  teacherCourseId: number;
  teacherLessonId: number;
  teacherFileId: number;
  teacherScheduleId: number;
  /** that lesson file's address */
  fileUrl: string;
}

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

/** Reads the ids the visits need from the saved database (on any page of the app's origin). */
export function readSeedIds(page: Page): Promise<SeedIds> {
  return page.evaluate(async () => {
    type Row = Record<string, unknown>;
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('csp-mock-db');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const doc = await new Promise<Record<string, Row[]>>((resolve, reject) => {
      const request = idb.transaction('db', 'readonly').objectStore('db').get('document');
      request.onsuccess = () => resolve(request.result as Record<string, Row[]>);
      request.onerror = () => reject(request.error);
    });
    idb.close();
    const first = (table: string, test: (row: Row) => boolean = () => true): Row => {
      const row = doc[table].find(test);
      if (!row) throw new Error(`the seed has no suitable row in ${table}`);
      return row;
    };
    const teacher = first('users', (u) => u.userName === 'teacher');
    const teacherId = teacher.userId as number;
    const assignment = first('staffAssignments', (a) => a.userId === teacherId);
    const courseIds = assignment.courseIds as number[];
    const lesson = first('lessons', (l) => courseIds.includes(l.courseId as number));
    const file = first('courseFiles', (f) => f.lessonId === lesson.lessonId);
    return {
      courseId: first('courses').courseId as number,
      // published: the public website shows it too
      activityId: first('activities', (a) => a.published === true).activityId as number,
      contentId: first('contents').contentId as number,
      schoolId: first('schools').schoolId as number,
      dictId: first('dictTypes').dictId as number,
      resourceId: first('resources').resourceId as number,
      aidId: first('teachingAids').aidId as number,
      teacherUserId: teacherId,
      teacherRoleId: first('roles', (r) => r.roleKey === 'teacher').roleId as number,
      memberClassId: first('classes', (c) => c.schoolId === teacher.schoolId).classId as number,
      teacherCourseId: lesson.courseId as number,
      teacherLessonId: lesson.lessonId as number,
      teacherFileId: file.fileId as number,
      teacherScheduleId: first('schedules', (s) => s.teacherUserId === teacherId).scheduleId as number,
      fileUrl: file.url as string,
    };
  });
}
