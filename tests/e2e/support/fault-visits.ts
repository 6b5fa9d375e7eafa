import type { Page } from 'playwright-core';
import { hiddenPagePaths } from './declared-screens';
import { askBackend } from './screen-visits';

// How the fault sweep opens every screen the app declares: the address (hidden pages get real
// record ids, asked from the backend at run time), the account, and what to do on a screen whose
// opening asks the backend nothing.

export type Account = 'admin' | 'teacher';

type Row = Record<string, unknown>;

async function firstRow(page: Page, listPath: string): Promise<Row> {
  const { rows } = await askBackend<{ rows: Row[] }>(page, listPath);
  if (!rows.length) throw new Error(`${listPath} has no rows to open`);
  return rows[0];
}

const idOf = (row: Row, field: string): string => {
  const id = row[field];
  if (typeof id !== 'number') throw new Error(`no ${field} in ${JSON.stringify(row).slice(0, 200)}`);
  return String(id);
};

/** A course with files, its first lesson, and that lesson's or the course's first file. */
async function courseWithFiles(page: Page): Promise<{ courseId: string; lessonId: string; fileId: string }> {
  type File = { fileId: number };
  type Course = { courseId: number; coursewares: File[]; lessons: { lessonId: number; courseware: File[] }[] };
  const { rows } = await askBackend<{ rows: Row[] }>(page, '/admin/course/list?pageSize=50');
  for (const row of rows) {
    const { data } = await askBackend<{ data: Course }>(page, `/admin/course/${idOf(row, 'courseId')}`);
    const lesson = data.lessons.find((l) => l.courseware.length) ?? data.lessons[0];
    const file = lesson?.courseware[0] ?? data.coursewares[0];
    if (lesson && file)
      return { courseId: String(data.courseId), lessonId: String(lesson.lessonId), fileId: String(file.fileId) };
  }
  throw new Error('no course has a lesson and a file');
}

type Params = Record<string, string>;

export interface FaultVisit {
  account: Account;
  /** the hidden page's path parameters, or the query, from the backend */
  params?: (page: Page) => Promise<Params>;
  query?: (page: Page) => Promise<string>;
  /** the screen asks the backend nothing when it opens (its data is local): no message comes */
  quiet?: true;
  /** makes the screen call the backend, when opening it does not */
  act?: (page: Page) => Promise<void>;
}

const admin: FaultVisit = { account: 'admin' };
const firstId =
  (listPath: string, field: string, param = field) =>
  async (page: Page) => ({
    [param]: idOf(await firstRow(page, listPath), field),
  });

export const FAULT_VISITS: Record<string, FaultVisit> = {
  index: admin,
  menu: { ...admin, quiet: true },
  'admin/search': {
    ...admin,
    act: (page) => page.getByRole('main').getByRole('combobox', { name: '搜索菜单' }).fill('数学'),
  },
  'user/profile': admin,
  'user/changeInfoPw': {
    ...admin,
    act: async (page) => {
      const main = page.getByRole('main');
      await main.getByLabel('旧密码', { exact: true }).fill('admin123');
      await main.getByLabel('新密码', { exact: true }).fill('admin1234');
      await main.getByLabel('确认密码', { exact: true }).fill('admin1234');
      await main.getByRole('button', { name: /保\s*存/ }).click();
    },
  },
  fileView: { ...admin, query: async (page) => `?fileId=${(await courseWithFiles(page)).fileId}` },
  docView: { ...admin, query: async (page) => `?fileId=${(await courseWithFiles(page)).fileId}` },
  courseFileView: { ...admin, query: async (page) => `?fileId=${(await courseWithFiles(page)).fileId}` },
  // The kit gallery's sample editor (dev/kit/editor) is declared in the demo build only, not in
  // this test process; it keeps its record in the browser and asks the backend nothing.

  'admin/course/index': admin,
  'admin/course/detail': { ...admin, params: firstId('/admin/course/list', 'courseId') },
  'admin/course/feedback': { ...admin, params: firstId('/admin/course/list', 'courseId') },
  'admin/course/edite_course': { ...admin, params: firstId('/admin/course/list', 'courseId', 'id') },
  'admin/course/edite_section': {
    ...admin,
    params: async (page) => {
      const { courseId, lessonId } = await courseWithFiles(page);
      return { courseId, lessonId };
    },
  },
  'admin/content/index': admin,
  'admin/content/edit': { ...admin, params: firstId('/admin/content/list', 'contentId', 'id') },
  'admin/message/index': admin,
  'admin/banner/index': admin,
  'admin/school/index': admin,
  'admin/school/edit': { ...admin, params: firstId('/admin/school/list', 'schoolId', 'id') },
  'admin/class/index': admin,
  'admin/classteacher/index': admin,
  'admin/people/index': admin,
  'admin/approval/index': admin,
  'admin/discipline/index': admin,
  'admin/subject/index': admin,
  'admin/disciplineleader/index': admin,
  'admin/activity/index': admin,
  'admin/activity/edit': { ...admin, params: firstId('/admin/activity/list', 'activityId', 'id') },
  'admin/activity/detail': { ...admin, params: firstId('/admin/activity/list', 'activityId', 'id') },
  'admin/registration/index': admin,
  'admin/siteconfig/edit': admin,
  'admin/wxuser/index': admin,
  'user/resource/index': admin,
  'user/resource/detail': { ...admin, params: firstId('/user/resource/list', 'resourceId') },
  'user/shop/index': admin,
  'user/shop/demo': { ...admin, params: firstId('/user/shop/list', 'aidId') },
  'user/schedule/index': admin,
  'user/schedule/edite_base': { ...admin, params: firstId('/user/schedule/list', 'scheduleId', 'id') },
  'user/schedule/fullCalendar': admin,
  'user/member/classIndex': admin,
  'user/member/classEdit': { ...admin, params: firstId('/user/member/class/list', 'classId', 'id') },
  'user/member/teacherIndex': admin,
  'user/member/teacherEdit': { ...admin, params: firstId('/user/member/teacher/list', 'userId', 'id') },
  'system/user/index': admin,
  'system/user/authRole': { ...admin, params: firstId('/system/user/list', 'userId') },
  'system/role/index': admin,
  'system/role/authUser': { ...admin, params: firstId('/system/role/list', 'roleId') },
  'system/dict/index': admin,
  'system/dict/data': { ...admin, params: firstId('/system/dict/type/list', 'dictId') },
  'system/config/index': admin,
  'system/oss-config/index': admin,
  'tool/gen-edit/index': admin,

  // A teacher's own workspace: the administrator teaches nothing, so these are the teacher's.
  'user/teacher/index': { account: 'teacher' },
  'user/teacher/course': {
    account: 'teacher',
    params: async (page) => {
      const { data } = await askBackend<{ data: { courses: { courseId: number }[] } }>(page, '/user/teacher/home');
      return { courseId: String(data.courses[0].courseId) };
    },
  },
  'user/teacher/detail': {
    account: 'teacher',
    params: async (page) => {
      const home = await askBackend<{ data: { courses: { courseId: number }[] } }>(page, '/user/teacher/home');
      const course = await askBackend<{ data: { lessons: { lessonId: number }[] } }>(
        page,
        `/user/teacher/course/${home.data.courses[0].courseId}`,
      );
      return { lessonId: String(course.data.lessons[0].lessonId) };
    },
  },
};

/** The address of a screen with its parameters filled in. */
export async function visitAddress(page: Page, screen: string, visit: FaultVisit): Promise<string> {
  const pattern = hiddenPagePaths()[screen] ?? `/${screen}`;
  const params = visit.params ? await visit.params(page) : {};
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${screen}: no value for :${name}`);
    return params[name];
  });
  return path + (visit.query ? await visit.query(page) : '');
}
