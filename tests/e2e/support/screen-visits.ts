import { readdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { coverageGaps } from './declared-screens';
import type { Language } from './labels';

// How a person reaches every screen the app declares: which demo account, which address (a
// detail or edit page's id is read from the server at run time, as the page itself would
// ask), and what on the page says it has loaded. Sweeps over every screen (accessibility, ...)
// walk this table; `visitGaps()` fails a sweep when a declared screen is missing from it.

/** The demo accounts the sweeps log in as (docs/roles.md), each once per pass. */
export type VisitAccount = 'admin' | 'teacher' | 'schooladmin';

/** What on the page says the screen has loaded, in the page's language. */
export type Loaded =
  /** a table row with data in the main area */
  | { rows: true }
  /** these words (a locale key 'namespace:dotted.key') shown in the main area */
  | { text: string }
  /** a button named by these words in the main area */
  | { button: string }
  /** a heading of that level: the page's top one (a record's own title, in whatever words it has), or the API screen's first area */
  | { heading: 1 | 5 };

export interface ScreenVisit {
  /** the component name of the declared screen */
  screen: string;
  account: VisitAccount;
  /** the address, or how to find it from the logged-in page (e.g. with a seeded record's id) */
  path: string | ((page: Page) => Promise<string>);
  loaded: Loaded;
  /** a development-only screen (none today): not in the production build the tests drive */
  demoOnly?: boolean;
}

/** A public page (no login): not a declared screen, but a page people see. */
export interface PublicVisit {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  loaded: Loaded;
}

/** A declared screen that cannot be visited, and why. */
export interface UnvisitableScreen {
  screen: string;
  reason: string;
}

// ---------------------------------------------------------------- the server, as the page asks it

/** One call of the backend with the session's token, from inside the page; answers its JSON body. */
export async function askBackend<T>(page: Page, path: string): Promise<T> {
  const body = await page.evaluate(async (url) => {
    const token = /(?:^|;\s*)Admin-Token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const answer = await fetch(url, { headers: { Authorization: `Bearer ${decodeURIComponent(token)}` } });
    return (await answer.json()) as { code: number; msg?: string };
  }, `/csp${path}`);
  if (body.code !== 200) throw new Error(`GET /csp${path} answered ${body.code}: ${body.msg ?? ''}`);
  return body as T;
}

/** The id field of the first row of a list call (the list screen's first row). */
async function firstRowId(page: Page, listPath: string, idField: string): Promise<number> {
  const sep = listPath.includes('?') ? '&' : '?';
  const { rows } = await askBackend<{ rows: Record<string, unknown>[] }>(page, `${listPath}${sep}pageNum=1&pageSize=1`);
  const id = rows[0]?.[idField];
  if (typeof id !== 'number') throw new Error(`${listPath} has no row with a numeric ${idField}`);
  return id;
}

interface CourseFileRef {
  fileId: number;
}
interface CourseWithFiles {
  courseId: number;
  coursewares: CourseFileRef[];
  instructionalResources: CourseFileRef[];
  learningResources: CourseFileRef[];
  lessons: { lessonId: number; courseware: CourseFileRef[]; materials: CourseFileRef[] }[];
}

/** The first seeded course that has lessons, with its files. */
async function courseWithLessons(page: Page): Promise<CourseWithFiles> {
  const { rows } = await askBackend<{ rows: { courseId: number; lessonCount: number }[] }>(
    page,
    '/admin/course/list?pageNum=1&pageSize=20',
  );
  const withLessons = rows.find((row) => row.lessonCount > 0);
  if (!withLessons) throw new Error('no seeded course has lessons');
  const { data } = await askBackend<{ data: CourseWithFiles }>(page, `/admin/course/${withLessons.courseId}`);
  return data;
}

interface TeacherHome {
  courses: { courseId: number }[];
}
interface TeacherCourse {
  lessons: { lessonId: number; courseware: CourseFileRef[]; materials: CourseFileRef[] }[];
}

/** The teacher's first course that has lessons. */
async function teacherCourse(page: Page): Promise<{ courseId: number; course: TeacherCourse }> {
  const { data: home } = await askBackend<{ data: TeacherHome }>(page, '/user/teacher/home');
  for (const { courseId } of home.courses) {
    const { data: course } = await askBackend<{ data: TeacherCourse }>(page, `/user/teacher/course/${courseId}`);
    if (course.lessons.length) return { courseId, course };
  }
  throw new Error('the teacher has no course with lessons');
}

const first = <T>(items: T[], what: string): T => {
  const item = items[0];
  if (item === undefined) throw new Error(`the seed has no ${what}`);
  return item;
};

// ---------------------------------------------------------------- the table

const rows: Loaded = { rows: true };
const text = (key: string): Loaded => ({ text: key });
const button = (key: string): Loaded => ({ button: key });

/** The PDF sample of the seed (docs/api.md "Sample files"), opened by its stored address. */
const SAMPLE_PDF = '/csp/system/oss/file/90001/教学设计.pdf';

export const SCREEN_VISITS: readonly ScreenVisit[] = [
  // Every logged-in user
  { screen: 'index', account: 'admin', path: '/index', loaded: text('home:stats.title') },
  { screen: 'menu', account: 'admin', path: '/menu', loaded: text('home:menu.title') },
  { screen: 'admin/search', account: 'admin', path: '/admin/search', loaded: text('search:title') },
  { screen: 'user/profile', account: 'admin', path: '/user/profile', loaded: text('profile:basicInfo') },
  { screen: 'user/changeInfoPw', account: 'admin', path: '/user/changeInfoPw', loaded: text('profile:oldPassword') },
  {
    screen: 'fileView',
    account: 'admin',
    path: `/fileView?url=${encodeURIComponent(SAMPLE_PDF)}&name=${encodeURIComponent('教学设计.pdf')}`,
    loaded: text('preview:details.name'),
  },
  {
    screen: 'courseFileView',
    account: 'admin',
    path: async (page) => {
      const course = await courseWithLessons(page);
      const file = first(
        [...course.coursewares, ...course.instructionalResources, ...course.learningResources],
        'course file',
      );
      return `/courseFileView?fileId=${file.fileId}`;
    },
    loaded: text('preview:details.name'),
  },
  {
    screen: 'docView',
    account: 'teacher',
    path: async (page) => {
      const { course } = await teacherCourse(page);
      const files = course.lessons.flatMap((lesson) => [...lesson.courseware, ...lesson.materials]);
      return `/docView?fileId=${first(files, 'lesson file').fileId}`;
    },
    loaded: text('preview:details.name'),
  },
  // Courses & content
  { screen: 'admin/course/index', account: 'admin', path: '/admin/course/index', loaded: rows },
  {
    screen: 'admin/course/detail',
    account: 'admin',
    path: async (page) => `/admin/course/detail/${await firstRowId(page, '/admin/course/list', 'courseId')}`,
    loaded: text('course:detail.resources'),
  },
  {
    screen: 'admin/course/feedback',
    account: 'admin',
    path: async (page) => `/admin/course/feedback/${await firstRowId(page, '/admin/course/list', 'courseId')}`,
    loaded: button('message:courseFeedback.back'),
  },
  {
    screen: 'admin/course/edite_course',
    account: 'admin',
    path: async (page) => `/admin/course/edite_course/${await firstRowId(page, '/admin/course/list', 'courseId')}`,
    loaded: text('courseEditor:steps.basic'),
  },
  {
    screen: 'admin/course/edite_section',
    account: 'admin',
    path: async (page) => {
      const course = await courseWithLessons(page);
      return `/admin/course/edite_section/${course.courseId}/${first(course.lessons, 'lesson').lessonId}`;
    },
    loaded: button('courseEditor:backToCourse'),
  },
  { screen: 'admin/content/index', account: 'admin', path: '/admin/content/index', loaded: rows },
  {
    screen: 'admin/content/edit',
    account: 'admin',
    path: async (page) => `/admin/content/edit/${await firstRowId(page, '/admin/content/list', 'contentId')}`,
    loaded: text('content:titleZh'),
  },
  { screen: 'admin/message/index', account: 'admin', path: '/admin/message/index', loaded: rows },
  { screen: 'admin/banner/index', account: 'admin', path: '/admin/banner/index', loaded: rows },
  // Schools
  { screen: 'admin/school/index', account: 'admin', path: '/admin/school/index', loaded: rows },
  {
    screen: 'admin/school/edit',
    account: 'admin',
    path: async (page) => `/admin/school/edit/${await firstRowId(page, '/admin/school/list', 'schoolId')}`,
    loaded: text('school:editor.steps.basic'),
  },
  { screen: 'admin/class/index', account: 'admin', path: '/admin/class/index', loaded: rows },
  { screen: 'admin/classteacher/index', account: 'admin', path: '/admin/classteacher/index', loaded: rows },
  { screen: 'admin/people/index', account: 'admin', path: '/admin/people/index', loaded: rows },
  { screen: 'admin/approval/index', account: 'admin', path: '/admin/approval/index', loaded: rows },
  // Disciplines
  { screen: 'admin/discipline/index', account: 'admin', path: '/admin/discipline/index', loaded: rows },
  { screen: 'admin/subject/index', account: 'admin', path: '/admin/subject/index', loaded: rows },
  { screen: 'admin/disciplineleader/index', account: 'admin', path: '/admin/disciplineleader/index', loaded: rows },
  // Operations
  { screen: 'admin/activity/index', account: 'admin', path: '/admin/activity/index', loaded: rows },
  {
    screen: 'admin/activity/edit',
    account: 'admin',
    path: async (page) => `/admin/activity/edit/${await firstRowId(page, '/admin/activity/list', 'activityId')}`,
    loaded: text('activity:nameZh'),
  },
  {
    screen: 'admin/activity/detail',
    account: 'admin',
    path: async (page) => `/admin/activity/detail/${await firstRowId(page, '/admin/activity/list', 'activityId')}`,
    loaded: button('activity:back'),
  },
  { screen: 'admin/registration/index', account: 'admin', path: '/admin/registration/index', loaded: rows },
  {
    screen: 'admin/siteconfig/edit',
    account: 'admin',
    path: '/admin/siteconfig/edit',
    loaded: text('siteconfig:logo'),
  },
  { screen: 'admin/wxuser/index', account: 'admin', path: '/admin/wxuser/index', loaded: rows },
  // My teaching (as the teacher: the administrator teaches no course of their own)
  { screen: 'user/teacher/index', account: 'teacher', path: '/user/teacher/index', loaded: text('teacher:home.today') },
  {
    screen: 'user/teacher/course',
    account: 'teacher',
    path: async (page) => `/user/teacher/course/${(await teacherCourse(page)).courseId}`,
    loaded: button('teacher:course.back'),
  },
  {
    screen: 'user/teacher/detail',
    account: 'teacher',
    path: async (page) => {
      const { course } = await teacherCourse(page);
      return `/user/teacher/detail/${first(course.lessons, 'lesson').lessonId}`;
    },
    loaded: text('teacher:lesson.files'),
  },
  { screen: 'user/resource/index', account: 'teacher', path: '/user/resource/index', loaded: rows },
  {
    screen: 'user/resource/detail',
    account: 'teacher',
    path: async (page) => `/user/resource/detail/${await firstRowId(page, '/user/resource/list', 'resourceId')}`,
    loaded: button('resource:detail.back'),
  },
  { screen: 'user/shop/index', account: 'teacher', path: '/user/shop/index', loaded: text('shop:tabs.catalogue') },
  {
    screen: 'user/shop/demo',
    account: 'teacher',
    path: async (page) => `/user/shop/demo/${await firstRowId(page, '/user/shop/list', 'aidId')}`,
    loaded: button('shop:demo.back'),
  },
  { screen: 'user/schedule/index', account: 'teacher', path: '/user/schedule/index', loaded: rows },
  {
    screen: 'user/schedule/edite_base',
    account: 'teacher',
    path: async (page) => `/user/schedule/edite_base/${await firstRowId(page, '/user/schedule/list', 'scheduleId')}`,
    loaded: text('schedule:date'),
  },
  {
    screen: 'user/schedule/fullCalendar',
    account: 'teacher',
    path: '/user/schedule/fullCalendar',
    loaded: button('schedule:ics.menu'),
  },
  // Members (as a school administrator: the screens are one school's)
  { screen: 'user/member/classIndex', account: 'schooladmin', path: '/user/member/classIndex', loaded: rows },
  {
    screen: 'user/member/classEdit',
    account: 'schooladmin',
    path: async (page) => `/user/member/classEdit/${await firstRowId(page, '/user/member/class/list', 'classId')}`,
    loaded: text('member:class.editTitle'),
  },
  { screen: 'user/member/teacherIndex', account: 'schooladmin', path: '/user/member/teacherIndex', loaded: rows },
  {
    screen: 'user/member/teacherEdit',
    account: 'schooladmin',
    path: async (page) => `/user/member/teacherEdit/${await firstRowId(page, '/user/member/teacher/list', 'userId')}`,
    loaded: text('member:teacher.editTitle'),
  },
  // System
  { screen: 'system/user/index', account: 'admin', path: '/system/user/index', loaded: rows },
  {
    screen: 'system/user/authRole',
    account: 'admin',
    path: async (page) =>
      `/system/user-auth/role/${await firstRowId(page, '/system/user/list?userName=teacher', 'userId')}`,
    loaded: text('system:authRole.basicInfo'),
  },
  { screen: 'system/role/index', account: 'admin', path: '/system/role/index', loaded: rows },
  { screen: 'system/menu/index', account: 'admin', path: '/system/menu/index', loaded: rows },
  {
    screen: 'system/role/authUser',
    account: 'admin',
    path: async (page) =>
      `/system/role-auth/user/${await firstRowId(page, '/system/role/list?roleKey=teacher', 'roleId')}`,
    loaded: rows,
  },
  { screen: 'system/dict/index', account: 'admin', path: '/system/dict/index', loaded: rows },
  {
    screen: 'system/dict/data',
    account: 'admin',
    path: async (page) => `/system/dict-data/index/${await firstRowId(page, '/system/dict/type/list', 'dictId')}`,
    loaded: rows,
  },
  { screen: 'system/config/index', account: 'admin', path: '/system/config/index', loaded: rows },
  { screen: 'system/oss-config/index', account: 'admin', path: '/system/oss-config/index', loaded: rows },
  { screen: 'tool/gen-edit/index', account: 'admin', path: '/tool/gen-edit/index', loaded: text('dict:gen.table') },
  { screen: 'tool/swagger/index', account: 'admin', path: '/tool/swagger/index', loaded: { heading: 5 } },
  // the demo has no notice, and a phone shows an empty list without column headers: the Add button says the screen is there
  {
    screen: 'system/notice/index',
    account: 'admin',
    path: '/system/notice/index',
    loaded: { button: 'widgets:list.add' },
  },
  // Monitoring (a fresh server may have no entry yet: the column headers say the screen is there)
  {
    screen: 'monitor/operlog/index',
    account: 'admin',
    path: '/monitor/operlog/index',
    loaded: text('monitor:field.operId'),
  },
  { screen: 'monitor/logininfor/index', account: 'admin', path: '/monitor/logininfor/index', loaded: rows },
  { screen: 'monitor/online/index', account: 'admin', path: '/monitor/online/index', loaded: rows },
  { screen: 'monitor/job/index', account: 'admin', path: '/monitor/job/index', loaded: rows },
  {
    screen: 'monitor/server/index',
    account: 'admin',
    path: '/monitor/server/index',
    loaded: text('servermon:instance'),
  },
];

/** Every declared screen is visited today; a screen added that truly cannot be goes here, with why. */
export const UNVISITABLE_SCREENS: readonly UnvisitableScreen[] = [];

/** The pages without a login. */
export const PUBLIC_VISITS: readonly PublicVisit[] = [
  { name: 'login', path: '/login', loaded: button('auth:login') },
  { name: 'website', path: '/website', loaded: text('website:contents.title') },
  {
    name: 'contentView',
    path: async (page) => {
      const { rows: items } = await askBackend<{ rows: { contentId: number }[] }>(page, '/content/public/list');
      return `/contentView?id=${first(items, 'public content').contentId}`;
    },
    loaded: { heading: 1 },
  },
];

/** The declared screens the table lacks and its names that are no screen: both must be empty. */
export function visitGaps(): { missing: string[]; unknown: string[] } {
  return coverageGaps([...SCREEN_VISITS.map((v) => v.screen), ...UNVISITABLE_SCREENS.map((u) => u.screen)]);
}

// ---------------------------------------------------------------- words and the loaded signal

const LOCALES = new URL('../../../src/locales/', import.meta.url);
const namespaces = new Map<string, Record<string, unknown>>();

/** The words of a locale key 'namespace:dotted.key' in one language, as the app shows them. */
export function words(key: string, language: Language): string {
  const [ns, path] = key.split(':');
  if (!ns || !path) throw new Error(`"${key}" is not a 'namespace:key'`);
  const file = `${language}/${ns}.json`;
  let table = namespaces.get(file);
  if (!table) {
    table = JSON.parse(readFileSync(new URL(file, LOCALES), 'utf8')) as Record<string, unknown>;
    namespaces.set(file, table);
  }
  const value = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], table);
  if (typeof value !== 'string') throw new Error(`no words for ${key} in ${language}`);
  return value;
}

/** The words of every key of a language whose dotted path matches (e.g. every column title of a kind). */
export function localeTexts(language: Language, key: RegExp): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      if (key.test(path)) found.push(node);
    } else if (node && typeof node === 'object') {
      for (const [name, child] of Object.entries(node)) walk(child, path ? `${path}.${name}` : name);
    }
  };
  for (const file of readdirSync(new URL(`${language}/`, LOCALES))) {
    if (!file.endsWith('.json')) continue;
    walk(JSON.parse(readFileSync(new URL(`${language}/${file}`, LOCALES), 'utf8')), '');
  }
  return found;
}

/** Spaces antd may put between two Chinese characters of a button are allowed. */
function loosely(text: string): RegExp {
  const chars = [...text.replace(/\s+/g, '')].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*${chars.join('\\s*')}\\s*$`);
}

/**
 * What shows that the visited page has loaded. Only what is visible counts: the pages of other
 * tabs stay in the document, hidden, and may show the same words.
 */
export function loadedSignal(page: Page, language: Language, loaded: Loaded): Locator {
  return signal(page, language, loaded).filter({ visible: true }).first();
}

function signal(page: Page, language: Language, loaded: Loaded): Locator {
  const main = page.getByRole('main');
  if ('rows' in loaded) {
    const noData = /^(No data|暂无数据)$/;
    return main
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .filter({ hasNotText: noData })
      .first();
  }
  if ('heading' in loaded) return main.getByRole('heading', { level: loaded.heading });
  if ('text' in loaded) return main.getByText(words(loaded.text, language), { exact: true });
  return main.getByRole('button', { name: loosely(words(loaded.button, language)) });
}

/** The address of a visit, asked of the backend when it depends on the seed. */
export function addressOf(visit: { path: ScreenVisit['path'] }, page: Page): Promise<string> {
  return typeof visit.path === 'string' ? Promise.resolve(visit.path) : visit.path(page);
}
