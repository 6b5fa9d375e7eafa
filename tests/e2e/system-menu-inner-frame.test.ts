import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { buttonName, expectVisible, loginAs, mainMenu } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession, shotsFolder } from './support/browser';
import { choose, grantTeacher, rowOf } from './support/menu-screen';

// An inner-frame entry of the menu screen (打开方式: 内嵌在控制台中 / Opens: Inside the console)
// as a school uses it: the administrator adds another site's address, grants it to the teacher
// role, and a teacher finds it in the sidebar after a reload and reads that site inside the
// console (the console's Content-Security-Policy lets http(s) frames in). A javascript: address is
// refused by the server, with its message. The other site is a small server of this test's own.

const SHOTS = shotsFolder('system-menu-inner-frame');
const FRAMED_TEXT = '校历 · School calendar of the test site';

let site: Server;
let siteUrl = '';
beforeAll(async () => {
  site = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><meta charset="utf-8"><title>Calendar</title></head>
<body style="font-family: sans-serif"><h1>${FRAMED_TEXT}</h1><p>2026-2027</p></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/calendar`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

/** The other site's page inside the console's frame of that name. */
const framed = (page: Page, title: string): Locator =>
  page.frameLocator(`iframe[title="${title}"]`).getByRole('heading', { name: FRAMED_TEXT });

/** Opens the menu screen's dialog for a new page under 我的教学 (My teaching). */
async function addUnderMyTeaching(page: Page) {
  await page.goto('/system/menu/index');
  await rowOf(page, '我的教学')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  return page.getByRole('dialog', { name: '添加菜单' });
}

describe('an inner-frame menu entry', { timeout: 240_000 }, () => {
  const session = useBrowserSession();

  it('shows the other site inside the console for a teacher granted it, after a reload, in both languages and widths', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    const dialog = await addUnderMyTeaching(page);
    await dialog.getByLabel('中文名称').fill('校历');
    await dialog.getByLabel('英文名称').fill('School calendar');
    await dialog.getByLabel('路由地址').fill(siteUrl);
    await dialog.getByRole('radio', { name: '内嵌在控制台中' }).check();
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(page.getByText('新增成功'));

    await grantTeacher(page, '校历');

    const teacher = await (await session.newContext()).newPage();
    await loginAs(teacher, 'teacher');
    await teacher.reload();
    const menu = mainMenu(teacher, 'zh');
    await menu.getByText('我的教学', { exact: true }).click();
    await menu.getByRole('link', { name: '校历', exact: true }).click();
    await teacher.waitForURL((url) => url.pathname.startsWith('/inner-link/'));
    await expectVisible(framed(teacher, '校历'));
    await checkpoint(teacher, 'inner-frame');
    const address = new URL(teacher.url()).pathname;

    const english = await (await session.newContext({ locale: 'en-US' })).newPage();
    await loginAs(english, 'teacher', undefined, { language: 'en' });
    for (const [language, reader, title] of [
      ['zh', teacher, '校历'],
      ['en', english, 'School calendar'],
    ] as const) {
      for (const width of [1366, 390]) {
        await reader.setViewportSize({ width, height: width > 500 ? 800 : 844 });
        await reader.goto(address);
        await expectVisible(framed(reader, title));
        expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await reader.screenshot({ path: `${SHOTS}/inner-frame-${width}-${language}.png` });
      }
    }
    // the frame loaded without the console's policy refusing it (a refusal is a console error)
    expectNoConsoleErrors(teacher);
    expectNoConsoleErrors(english);
  });

  it('refuses a javascript: address with the server’s message', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    const dialog = await addUnderMyTeaching(page);
    await dialog.getByLabel('中文名称').fill('脚本');
    await dialog.getByLabel('英文名称').fill('Script');
    await dialog.getByLabel('路由地址').fill('javascript:alert(document.domain)');
    // not an http(s) address, so the dialog asks for a screen as for a console page; the server decides
    await choose(page, dialog.getByLabel('组件路径'), 'user/schedule/in', 'user/schedule/index');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(page.getByText('外链地址必须以 http:// 或 https:// 开头'));
    await expectVisible(dialog);
    // nothing was saved: the menu tree, seen afresh, has no such entry
    const fresh = await session.newPage();
    await fresh.goto('/system/menu/index');
    await fresh.getByRole('button', { name: '全部展开' }).click();
    await expectVisible(rowOf(fresh, '课程表'));
    await expect.poll(() => rowOf(fresh, '脚本').count()).toBe(0);
  });
});
