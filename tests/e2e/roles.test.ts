import { describe, expect, it } from 'vitest';
import { expectHidden, expectVisible, loginAs, mainMenu, menuTitles, pathOf, welcomeHeading } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { ACCOUNTS, MENU_GROUPS } from './support/labels';

const groups = MENU_GROUPS.zh;
/** A school the business developer does not look after. */
const SCHOOL_4 = '杭州育才民办初级中学';

describe('roles', () => {
  const session = useBrowserSession();

  it('a teacher sees only the teaching groups and cannot open system screens', async () => {
    const { page } = session;
    await loginAs(page, 'teacher');
    expect(pathOf(page)).toBe('/index');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.teacher.nickName));

    // Messages live under 课程与内容; everything else of the teacher under 我的教学.
    expect(await menuTitles(page, 'zh')).toEqual([groups.courses, groups.teaching]);
    const menu = mainMenu(page, 'zh');
    await menu.getByRole('menuitem', { name: groups.teaching }).click();
    await expectVisible(menu.getByRole('link', { name: '我的课程', exact: true }));
    expect(await menu.getByRole('link', { name: '用户管理', exact: true }).count()).toBe(0);
    await checkpoint(page, 'teacher-menu');

    // A screen the role lacks is "no access", not "page not found".
    await page.goto('/system/user/index');
    await page.waitForURL((url) => url.pathname === '/401');
    await expectVisible(page.getByRole('heading', { name: '没有访问权限', exact: true }));
    expectNoConsoleErrors(page);
  });

  it('a business developer (role A4) logs in and sees schools and operations', async () => {
    const { page } = session;
    await loginAs(page, 'bd');
    expect(pathOf(page)).toBe('/index');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.bd.nickName));

    const titles = await menuTitles(page, 'zh');
    expect(titles).toEqual(expect.arrayContaining([groups.schools, groups.operations]));
    expect(titles).not.toContain(groups.system);
    expect(titles).not.toContain(groups.teaching);

    // the schools list holds the schools this developer looks after (1, 2, 3 and 6), no other
    await page.goto('/admin/school/index');
    const main = page.getByRole('main');
    await expectVisible(main.getByText('北京市海淀区实验小学', { exact: true }));
    await expectHidden(main.getByText(SCHOOL_4, { exact: true }));
    expect(pathOf(page)).toBe('/admin/school/index');
    expectNoConsoleErrors(page);
  });
});
