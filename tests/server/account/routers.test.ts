import { describe, expect, it } from 'vitest';
import type { RouterNode } from '../../../server/areas/account/routers';
import { call, login } from '../helpers/client';

// docs/api.md "GET /getRouters": each role's menu tree, in both languages.

const routers = async (username: string, lang: 'zh' | 'en' = 'zh') =>
  (await call<RouterNode[]>('/getRouters', { token: await login(username), lang })).data;

const childPaths = (tree: RouterNode[]) => tree.flatMap((g) => g.children ?? []).map((c) => c.path);

describe('GET /getRouters', () => {
  it('gives admin all eight groups as Layout directories', async () => {
    const tree = await routers('admin');
    expect(tree.map((g) => g.path)).toEqual([
      '/course-center',
      '/school-center',
      '/discipline-center',
      '/operation',
      '/teaching',
      '/member',
      '/system',
      '/monitor',
    ]);
    for (const group of tree) {
      expect(group).toMatchObject({ component: 'Layout', redirect: 'noRedirect', alwaysShow: true, hidden: false });
      expect(group.children?.length).toBeGreaterThan(0);
    }
    expect(tree[0].meta).toEqual({
      title: '课程与内容',
      icon: 'BookOutlined',
      noCache: false,
      affix: false,
      link: null,
    });
  });

  it('uses absolute child paths with the component named after the path', async () => {
    const tree = await routers('admin');
    const school = tree[1].children?.find((c) => c.path === '/admin/school/index');
    expect(school).toEqual({
      name: 'AdminSchoolIndex',
      path: '/admin/school/index',
      hidden: false,
      component: 'admin/school/index',
      meta: { title: '学校列表', icon: 'BankOutlined', noCache: false, affix: false, link: null },
    });
    for (const child of tree.flatMap((g) => g.children ?? [])) expect(child.component).toBe(child.path.slice(1));
    expect(new Set(tree.flatMap((g) => [g, ...(g.children ?? [])]).map((r) => r.name)).size).toBe(
      childPaths(tree).length + tree.length,
    );
  });

  it('marks detail and edit pages hidden with their list as activeMenu, edit pages not cached', async () => {
    const all = (await routers('admin')).flatMap((g) => g.children ?? []);
    const byPath = (path: string) => all.find((c) => c.path === path);
    expect(byPath('/admin/course/detail')).toMatchObject({
      hidden: true,
      meta: { activeMenu: '/admin/course/index', noCache: false },
    });
    const editPages = [
      '/admin/course/edite_course',
      '/admin/course/edite_section',
      '/admin/school/edit',
      '/admin/activity/edit',
      '/admin/content/edit',
      '/user/member/classEdit',
      '/user/member/teacherEdit',
      '/user/schedule/edite_base',
    ];
    for (const path of editPages) expect(byPath(path)).toMatchObject({ hidden: true, meta: { noCache: true } });
    expect(
      all
        .filter((c) => c.meta.noCache)
        .map((c) => c.path)
        .sort(),
    ).toEqual([...editPages].sort());
    expect(all.filter((c) => !c.hidden).every((c) => !c.meta.activeMenu)).toBe(true);
  });

  it('gives a teacher only My teaching and the messages', async () => {
    const tree = await routers('teacher');
    expect(tree.map((g) => g.path)).toEqual(['/course-center', '/teaching']);
    expect(tree[0].children?.map((c) => c.path)).toEqual(['/admin/message/index']);
    expect(tree[1].children?.filter((c) => !c.hidden).map((c) => c.path)).toEqual([
      '/user/teacher/index',
      '/user/resource/index',
      '/user/shop/index',
      '/user/schedule/index',
    ]);
  });

  it('titles menus in English with Content-Language: en', async () => {
    const tree = await routers('teacher', 'en');
    expect(tree.map((g) => g.meta.title)).toEqual(['Courses & content', 'My teaching']);
    expect(tree[1].children?.map((c) => c.meta.title)).toContain('My courses');
    const zh = await routers('teacher', 'zh');
    expect(zh[1].meta.title).toBe('我的教学');
  });

  it('gives the business developer the schools, approvals and operations screens', async () => {
    const tree = await routers('bd');
    expect(tree.map((g) => g.path)).toEqual(['/school-center', '/operation']);
    expect(childPaths(tree)).toEqual([
      '/admin/school/index',
      '/admin/school/edit',
      '/admin/approval/index',
      '/admin/activity/index',
      '/admin/activity/edit',
      '/admin/activity/detail',
      '/admin/registration/index',
    ]);
  });
});

describe('permissions follow the menu', () => {
  it('lets a principal view courses but not change them', async () => {
    const info = await call<{ permissions: string[] }>('/getInfo', { token: await login('principal') });
    expect(info.data.permissions).toEqual(
      expect.arrayContaining(['admin:course:list', 'admin:course:query', 'admin:class:add']),
    );
    expect(info.data.permissions).not.toContain('admin:course:edit');
    expect(info.data.permissions).not.toContain('admin:course:add');
    expect(info.data.permissions).not.toContain('admin:school:list');
  });

  it('lets a teacher read dictionaries by type but not manage them', async () => {
    const token = await login('teacher');
    expect((await call('/system/dict/data/type/sys_user_sex', { token })).code).toBe(200);
    expect((await call('/system/dict/data/1', { token })).code).toBe(403);
    expect((await call('/system/dict/data', { method: 'POST', token, body: {} })).code).toBe(403);
  });
});
