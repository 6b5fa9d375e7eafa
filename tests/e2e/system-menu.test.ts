import { describe, expect, it } from 'vitest';
import { buttonName, expectHidden, expectVisible, loginAs, mainMenu } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession, shotsFolder } from './support/browser';
import { choose, grantTeacher, main, rowOf } from './support/menu-screen';

// The menu screen (系统管理 → 菜单管理 / System → Menus) as the platform administrator uses it, and
// what a teacher sees of it on their next page load: a page added there and granted to the
// teacher role is in their sidebar, in both languages; a disabled page leaves it and its address
// shows the no-access page. Pictures at 1366 and 390 px in both languages.

const SHOTS = shotsFolder('system-menu');

describe('menu screen', { timeout: 180_000 }, () => {
  const session = useBrowserSession();

  it('a page the administrator adds (both names) is in a teacher’s sidebar after a reload, in both languages', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await page.goto('/system/menu/index');
    await rowOf(page, '我的教学')
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const dialog = page.getByRole('dialog', { name: '添加菜单' });
    await dialog.getByLabel('中文名称').fill('教学日志');
    await dialog.getByLabel('英文名称').fill('Teaching diary');
    await dialog.getByLabel('路由地址').fill('/user/diary/index');
    await choose(page, dialog.getByLabel('组件路径'), 'user/schedule/in', 'user/schedule/index');
    await choose(page, dialog.getByLabel('图标'), 'Calendar', 'CalendarOutlined');
    await checkpoint(page, 'menu-dialog');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(page.getByText('新增成功'));
    await page.getByRole('button', { name: '全部展开' }).click();
    await expectVisible(rowOf(page, '教学日志'));

    // the role editor's tree holds what the menu screen made
    await grantTeacher(page, '教学日志');

    const teacher = await (await session.newContext()).newPage();
    await loginAs(teacher, 'teacher');
    await teacher.reload();
    const menu = mainMenu(teacher, 'zh');
    await menu.getByText('我的教学', { exact: true }).click();
    await menu.getByRole('link', { name: '教学日志', exact: true }).click();
    await teacher.waitForURL((url) => url.pathname === '/user/diary/index');
    await expectVisible(main(teacher).getByRole('table').first());

    const english = await (await session.newContext({ locale: 'en-US' })).newPage();
    await loginAs(english, 'teacher', undefined, { language: 'en' });
    const enMenu = mainMenu(english, 'en');
    await enMenu.getByText('My teaching', { exact: true }).click();
    await expectVisible(enMenu.getByRole('link', { name: 'Teaching diary', exact: true }));
    expectNoConsoleErrors(page);
    expectNoConsoleErrors(teacher);
  });

  it('a disabled page leaves the teacher’s sidebar and its address shows the no-access page', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await page.goto('/system/menu/index');
    await page.getByRole('button', { name: '全部展开' }).click();
    await rowOf(page, '课程表')
      .getByRole('button', { name: /修\s*改/ })
      .click();
    const dialog = page.getByRole('dialog', { name: '修改菜单' });
    await expect.poll(() => dialog.getByLabel('英文名称').inputValue()).toBe('Schedule');
    await dialog.getByRole('radio', { name: '停用' }).check();
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(page.getByText('修改成功'));
    await expectVisible(rowOf(page, '课程表').getByText('停用'));

    const teacher = await (await session.newContext()).newPage();
    await loginAs(teacher, 'teacher');
    const menu = mainMenu(teacher, 'zh');
    await menu.getByText('我的教学', { exact: true }).click();
    await expectVisible(menu.getByRole('link', { name: '教学资源', exact: true }));
    await expectHidden(menu.getByRole('link', { name: '课程表', exact: true }));
    await teacher.goto('/user/schedule/index');
    await teacher.waitForURL((url) => url.pathname === '/401');
    await expectVisible(teacher.getByRole('heading', { name: '没有访问权限', exact: true }));
    expectNoConsoleErrors(page);
  });

  it('draws the tree and its dialog at 1366 and 390 px in both languages, with no sideways scroll', async () => {
    for (const language of ['zh', 'en'] as const) {
      const page = await (await session.newContext()).newPage();
      await loginAs(page, 'admin', undefined, { language });
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
        await page.goto('/system/menu/index');
        await page.getByRole('button', { name: language === 'zh' ? '全部展开' : 'Expand all' }).click();
        await expectVisible(rowOf(page, language === 'zh' ? '菜单管理' : 'Menus'));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `${SHOTS}/menu-${width}-${language}.png`, fullPage: false });
        await rowOf(page, language === 'zh' ? '系统管理' : 'System')
          .getByRole('button', { name: language === 'zh' ? /新\s*增/ : 'Add' })
          .click();
        const dialog = page.getByRole('dialog', { name: language === 'zh' ? '添加菜单' : 'Add menu' });
        await expectVisible(dialog);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `${SHOTS}/menu-dialog-${width}-${language}.png`, fullPage: false });
        await dialog.getByRole('button', { name: buttonName(language === 'zh' ? '取消' : 'Cancel') }).click();
        await expectHidden(dialog);
      }
      expectNoConsoleErrors(page);
    }
  });
});
