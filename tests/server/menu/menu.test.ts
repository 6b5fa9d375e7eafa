import { beforeEach, describe, expect, it } from 'vitest';
import { call, login, type Envelope } from '../helpers/client';

// The menu screen's calls (docs/api.md "Menus") as the platform administrator makes them, and
// what a teacher sees of the result: the sidebar (getRouters) and the permissions (getInfo) after
// their next page load.

interface MenuRow {
  menuId: number;
  parentId: number;
  menuType: string;
  menuName: string;
  titleZh: string;
  titleEn: string;
  path: string;
  component: string;
  perms: string;
  icon: string;
  status: string;
  hidden: boolean;
  noCache: boolean;
  innerFrame: boolean;
  orderNum: number;
  activeMenu: string;
}

interface RouterNode {
  path: string;
  hidden: boolean;
  component: string;
  meta: { title: string; link: string | null; icon: string };
  children?: RouterNode[];
}

const TEACHER_ROLE = 4;
/** The seed's "My teaching" directory, which the teacher's pages sit in. */
const TEACHING = 5000;
/** The teacher's schedule page and its list permission. */
const SCHEDULE = 5080;

let admin = '';
beforeEach(async () => {
  admin = await login('admin');
});

const menuCall = <D = unknown>(
  path: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  body?: object,
  lang: 'zh' | 'en' = 'zh',
) => call<D>(path, { method, body, token: admin, lang });

const list = async (query: Record<string, string> = {}, lang: 'zh' | 'en' = 'zh') =>
  (await call<MenuRow[]>('/system/menu/list', { token: admin, lang, query })).data;

const page = (fields: Partial<MenuRow> = {}) => ({
  parentId: TEACHING,
  menuType: 'C',
  titleZh: '教学日志',
  titleEn: 'Teaching diary',
  icon: 'BookOutlined',
  orderNum: 20,
  path: '/user/diary/index',
  component: 'user/schedule/index',
  perms: 'user:schedule:list',
  hidden: false,
  status: '0',
  noCache: false,
  innerFrame: false,
  activeMenu: '',
  ...fields,
});

async function add(fields: Partial<MenuRow> = {}, lang: 'zh' | 'en' = 'zh'): Promise<Envelope<MenuRow>> {
  return menuCall<MenuRow>('/system/menu', 'POST', page(fields), lang);
}

async function addOk(fields: Partial<MenuRow> = {}): Promise<MenuRow> {
  const reply = await add(fields);
  expect(reply).toMatchObject({ code: 200 });
  return reply.data;
}

/** Grants the teacher role these entries as well, through the role form as an administrator saves it. */
async function grantTeacher(...menuIds: number[]): Promise<void> {
  const role = (
    await call<{ menuIds: number[] } & Record<string, unknown>>(`/system/role/${TEACHER_ROLE}`, { token: admin })
  ).data;
  const saved = await call('/system/role', {
    method: 'PUT',
    token: admin,
    body: { ...role, menuIds: [...role.menuIds, ...menuIds] },
  });
  expect(saved.code).toBe(200);
}

async function takeFromTeacher(menuId: number): Promise<void> {
  const role = (
    await call<{ menuIds: number[] } & Record<string, unknown>>(`/system/role/${TEACHER_ROLE}`, { token: admin })
  ).data;
  const saved = await call('/system/role', {
    method: 'PUT',
    token: admin,
    body: { ...role, menuIds: role.menuIds.filter((id) => id !== menuId) },
  });
  expect(saved.code).toBe(200);
}

/** What the teacher's next page load gets: its sidebar as flat pages, and its permissions. */
async function teacherLoad(lang: 'zh' | 'en' = 'zh') {
  const token = await login('teacher');
  const routers = (await call<RouterNode[]>('/getRouters', { token, lang })).data;
  const info = (await call<{ permissions: string[] }>('/getInfo', { token })).data;
  return { token, pages: routers.flatMap((g) => g.children ?? []), groups: routers, permissions: info.permissions };
}

describe('the menu list', () => {
  it('holds every directory, page and button with both names, the title in the request language', async () => {
    const zh = await list();
    const en = await list({}, 'en');
    const system = zh.find((m) => m.path === '/system/menu/index');
    expect(system).toMatchObject({
      menuType: 'C',
      parentId: 7000,
      menuName: '菜单管理',
      titleZh: '菜单管理',
      titleEn: 'Menus',
      component: 'system/menu/index',
      perms: 'system:menu:list',
      status: '0',
    });
    expect(en.find((m) => m.menuId === system?.menuId)?.menuName).toBe('Menus');
    expect(new Set(zh.map((m) => m.menuType))).toEqual(new Set(['M', 'C', 'F']));
    expect(zh.filter((m) => m.parentId === system?.menuId).map((m) => m.perms)).toEqual([
      'system:menu:query',
      'system:menu:add',
      'system:menu:edit',
      'system:menu:remove',
    ]);
  });

  it('filters by a name in either language and by status', async () => {
    expect((await list({ menuName: '课程表' })).map((m) => m.path)).toEqual(['/user/schedule/index']);
    expect((await list({ menuName: 'schedule' }, 'en')).map((m) => m.menuName)).toContain('Schedule');
    await addOk({ status: '1' });
    expect((await list({ status: '1' })).map((m) => m.titleEn)).toEqual(['Teaching diary']);
  });

  it('reads one entry', async () => {
    const made = await addOk();
    const read = await menuCall<MenuRow>(`/system/menu/${made.menuId}`, 'GET', undefined, 'en');
    expect(read.data).toMatchObject({ menuName: 'Teaching diary', titleZh: '教学日志', path: '/user/diary/index' });
    expect(await menuCall('/system/menu/999999', 'GET', undefined, 'en')).toMatchObject({
      code: 500,
      msg: 'The menu does not exist',
    });
  });
});

describe('what the menu screen makes reaches the roles and their users', () => {
  it('a page added and granted to the teacher role is in the teacher’s sidebar on the next load, in both languages', async () => {
    const made = await addOk();
    expect((await teacherLoad()).pages.map((p) => p.path)).not.toContain('/user/diary/index');

    // the role editor's tree shows the new entry under its directory
    const tree = (
      await call<Array<{ id: number; children?: Array<{ id: number; label: string }> }>>('/system/menu/treeselect', {
        token: admin,
        lang: 'en',
      })
    ).data;
    const teaching = tree.find((n) => n.id === TEACHING);
    expect(teaching?.children).toContainEqual({ id: made.menuId, label: 'Teaching diary' });

    await grantTeacher(made.menuId);
    const zh = await teacherLoad('zh');
    const diary = zh.pages.find((p) => p.path === '/user/diary/index');
    expect(diary).toMatchObject({ component: 'user/schedule/index', hidden: false, meta: { title: '教学日志' } });
    expect((await teacherLoad('en')).pages.find((p) => p.path === '/user/diary/index')?.meta.title).toBe(
      'Teaching diary',
    );
  });

  it('an edit (name, icon, order) shows on the next load', async () => {
    const made = await addOk();
    await grantTeacher(made.menuId);
    const edited = await menuCall('/system/menu', 'PUT', {
      ...page({ titleZh: '教学随笔', titleEn: 'Teaching notes', icon: 'FormOutlined', orderNum: 0 }),
      menuId: made.menuId,
    });
    expect(edited.code).toBe(200);
    const { pages } = await teacherLoad('en');
    expect(pages.find((p) => p.path === '/user/diary/index')?.meta).toMatchObject({
      title: 'Teaching notes',
      icon: 'FormOutlined',
    });
    const teaching = (await teacherLoad()).groups.find((g) => g.path === '/teaching');
    expect(teaching?.children?.[0]?.path).toBe('/user/diary/index');
  });

  it('a disabled page leaves every sidebar and its permission leaves the role until enabled again', async () => {
    const before = await teacherLoad();
    expect(before.pages.map((p) => p.path)).toContain('/user/schedule/index');
    expect(before.permissions).toContain('user:schedule:list');

    const schedule = (await list()).find((m) => m.menuId === SCHEDULE) as MenuRow;
    const disable = (status: string) =>
      menuCall('/system/menu', 'PUT', { ...schedule, activeMenu: '', status, menuId: SCHEDULE });
    expect((await disable('1')).code).toBe(200);

    const after = await teacherLoad();
    expect(after.pages.map((p) => p.path)).not.toContain('/user/schedule/index');
    expect(after.permissions).not.toContain('user:schedule:list');
    expect((await call('/user/schedule/list', { token: after.token })).code).toBe(403);
    const adminPages = (await call<RouterNode[]>('/getRouters', { token: admin })).data.flatMap(
      (g) => g.children ?? [],
    );
    expect(adminPages.map((p) => p.path)).not.toContain('/user/schedule/index');

    expect((await disable('0')).code).toBe(200);
    expect((await teacherLoad()).pages.map((p) => p.path)).toContain('/user/schedule/index');
  });

  it('a disabled directory takes its pages out of the sidebar', async () => {
    const teaching = (await list()).find((m) => m.menuId === TEACHING) as MenuRow;
    const saved = await menuCall('/system/menu', 'PUT', { ...teaching, status: '1', menuId: TEACHING });
    expect(saved.code).toBe(200);
    expect((await teacherLoad()).groups.map((g) => g.path)).not.toContain('/teaching');
  });

  it('a hidden page stays out of the sidebar but keeps its address', async () => {
    const made = await addOk({ hidden: true, activeMenu: '/user/schedule/index' });
    await grantTeacher(made.menuId);
    const diary = (await teacherLoad()).pages.find((p) => p.path === '/user/diary/index');
    expect(diary).toMatchObject({ hidden: true, component: 'user/schedule/index' });
  });

  it('an external link opens its address; an inner frame gets an address of its own inside the console', async () => {
    const link = await addOk({ path: 'https://example.org/help', component: '', innerFrame: false, orderNum: 30 });
    const frame = await addOk({
      path: 'https://example.org/frame',
      component: '',
      innerFrame: true,
      titleEn: 'Framed',
      titleZh: '内嵌',
      orderNum: 31,
    });
    await grantTeacher(link.menuId, frame.menuId);
    const { pages } = await teacherLoad('en');
    expect(pages.find((p) => p.path === 'https://example.org/help')).toBeDefined();
    expect(pages.find((p) => p.meta.title === 'Framed')).toMatchObject({
      path: `/inner-link/${frame.menuId}`,
      component: 'InnerLink',
      meta: { link: 'https://example.org/frame' },
    });
  });
});

describe('what an entry must hold', () => {
  it('a page names one of the console’s screens, never free text', async () => {
    expect(await add({ component: '' }, 'en')).toMatchObject({
      code: 500,
      msg: 'A menu page needs a component (one of the console’s screens)',
    });
    expect(await add({ component: 'views/anything/index' }, 'en')).toMatchObject({
      msg: 'The component is not one of the console’s screens',
    });
    expect((await add({ component: 'views/anything/index' }, 'zh')).msg).toBe('组件路径不是控制台已有的页面');
  });

  it('an icon is one the console draws, a permission one the console declares', async () => {
    expect((await add({ icon: 'NoSuchIcon' }, 'en')).msg).toBe('The icon is not one the console draws');
    expect((await add({ icon: 'NoSuchIcon' }, 'zh')).msg).toBe('菜单图标不是控制台已有的图标');
    expect((await add({ perms: 'user:anything:list' }, 'en')).msg).toBe(
      'The permission is not one the console declares',
    );
    expect((await add({ perms: 'user:anything:list' }, 'zh')).msg).toBe('权限字符不是已声明的权限');
  });

  it('an external link is an http(s) address', async () => {
    for (const path of ['javascript:alert(1)', 'ftp://example.org/x', '//example.org/x', 'data:text/html,x']) {
      expect(await add({ path, component: '' }, 'en')).toMatchObject({
        code: 500,
        msg: 'An external link must be an http(s) address',
      });
      expect((await add({ path, component: '' }, 'zh')).msg).toBe('外链地址必须以 http:// 或 https:// 开头');
    }
    expect((await add({ path: 'http://example.org/x', component: '' })).code).toBe(200);
  });

  it('a path inside the console is a plain address', async () => {
    expect((await add({ path: 'user/diary' }, 'en')).msg).toBe(
      'A route path starts with / and holds only letters, digits, _, - and /',
    );
    expect((await add({ path: '/user/<b>' }, 'zh')).msg).toBe('路由地址须以 / 开头，只含字母、数字、_、- 和 /');
  });

  it('a directory sits at the top, a page in a directory, a button on a page', async () => {
    expect((await add({ menuType: 'M', parentId: TEACHING, path: '/more' }, 'en')).msg).toBe(
      'A directory sits at the top level',
    );
    expect((await add({ parentId: 0 }, 'en')).msg).toBe('Parent menu 0 does not exist');
    expect((await add({ parentId: SCHEDULE }, 'en')).msg).toBe('A menu page sits in a directory');
    expect((await add({ menuType: 'F', parentId: TEACHING, perms: 'user:schedule:add' }, 'en')).msg).toBe(
      'A button sits on a menu page',
    );
    expect((await add({ menuType: 'F', parentId: SCHEDULE, perms: '' }, 'zh')).msg).toBe('按钮必须有权限字符');
  });

  it('a directory and a button keep only what they use', async () => {
    const dir = await addOk({ menuType: 'M', parentId: 0, path: '/reports', component: 'user/schedule/index' });
    expect(dir).toMatchObject({ component: '', perms: '' });
    const button = await addOk({ menuType: 'F', parentId: SCHEDULE, perms: 'user:schedule:add', path: '/x' });
    expect(button).toMatchObject({ path: '', component: '', icon: '' });
  });
});

describe('the rules among entries', () => {
  it('a path is unique among its siblings', async () => {
    await addOk();
    expect(await add({ titleZh: '另一个', titleEn: 'Another' }, 'en')).toMatchObject({
      code: 500,
      msg: "The route path '/user/diary/index' already exists",
    });
    expect((await add({ path: '/USER/diary/index' }, 'zh')).msg).toBe("路由地址'/USER/diary/index'已存在");
    // an external link may be the same address in another directory, never twice in one
    await addOk({ path: 'https://example.org/x', component: '' });
    expect((await add({ path: 'https://example.org/x', component: '' })).code).toBe(500);
    expect((await add({ path: 'https://example.org/x', component: '', parentId: 7000 })).code).toBe(200);
  });

  it('an edit keeps its own path', async () => {
    const made = await addOk();
    const saved = await menuCall('/system/menu', 'PUT', { ...page({ titleEn: 'Diary' }), menuId: made.menuId });
    expect(saved.code).toBe(200);
  });

  it('an entry with children cannot be deleted, nor change its type', async () => {
    const reply = await menuCall(`/system/menu/${SCHEDULE}`, 'DELETE', undefined, 'en');
    expect(reply).toMatchObject({ code: 500, msg: 'The menu has child entries: delete them first' });
    expect((await menuCall(`/system/menu/${SCHEDULE}`, 'DELETE')).msg).toBe('存在子菜单，不允许删除');
    const schedule = (await list()).find((m) => m.menuId === SCHEDULE) as MenuRow;
    const retyped = await menuCall(
      '/system/menu',
      'PUT',
      { ...schedule, activeMenu: '', menuType: 'M', parentId: 0 },
      'en',
    );
    expect(retyped.msg).toBe('The menu has child entries: its type cannot change');
    expect((await list()).some((m) => m.menuId === SCHEDULE)).toBe(true);
  });

  it('an entry a role holds cannot be deleted until it is taken off the role', async () => {
    const made = await addOk();
    await grantTeacher(made.menuId);
    expect(await menuCall(`/system/menu/${made.menuId}`, 'DELETE', undefined, 'en')).toMatchObject({
      code: 500,
      msg: 'The menu is assigned to a role (Teacher): take it off the role before deleting it',
    });
    expect((await menuCall(`/system/menu/${made.menuId}`, 'DELETE')).msg).toBe(
      '菜单已分配给角色（教师），请先在角色中取消后再删除',
    );
    await takeFromTeacher(made.menuId);
    expect((await menuCall(`/system/menu/${made.menuId}`, 'DELETE')).code).toBe(200);
    expect((await list()).some((m) => m.menuId === made.menuId)).toBe(false);
  });

  it('the administrator role, which holds everything anyway, does not keep an entry from being deleted', async () => {
    // the seed's administrator role holds every entry by its rows too; a button no other role holds
    const button = (await list()).find((m) => m.perms === 'system:menu:remove') as MenuRow;
    expect((await menuCall(`/system/menu/${button.menuId}`, 'DELETE')).code).toBe(200);
  });
});

describe('the calls are the platform administrator’s', () => {
  it('a school administrator and a teacher are refused every menu call', async () => {
    for (const account of ['schooladmin', 'teacher']) {
      const token = await login(account);
      expect((await call('/system/menu/list', { token })).code).toBe(403);
      expect((await call('/system/menu', { method: 'POST', token, body: page() })).code).toBe(403);
      expect((await call(`/system/menu/${SCHEDULE}`, { method: 'DELETE', token })).code).toBe(403);
    }
  });
});
