import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';

// The tab cache keeps the course editor mounted (hidden) behind the lesson editor opened from its
// lessons: the lesson editor's labels must still name and focus its own fields.

const main = (page: Page) => page.getByRole('main');
const button = (page: Page, name: string) => main(page).getByRole('button', { name: buttonName(name) });

describe('labels of a page opened over a kept one', () => {
  const session = useBrowserSession();

  it('the lesson editor added from the course editor: getByLabel finds the visible field, a label click focuses it', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await page.goto('/admin/course/edite_course/1');
    await expectVisible(main(page).getByRole('region', { name: '基本信息' }));
    await button(page, '下一步').click();
    await button(page, '下一步').click();
    await expectVisible(main(page).getByRole('region', { name: '课时' }));
    await button(page, '新增课时').click();
    await page.waitForURL((url) => url.pathname === '/admin/course/edite_section/1/new');

    const title = page.getByLabel('课时名称', { exact: true });
    await expectVisible(title);
    expect(await title.count()).toBe(1);
    await page.getByText('课时名称', { exact: true }).click();
    expect(await title.evaluate((field) => field === document.activeElement)).toBe(true);
    await title.fill('电从哪里来');
    const english = page.getByLabel('英文课时名称', { exact: true });
    await page.getByText('英文课时名称', { exact: true }).click();
    expect(await english.evaluate((field) => field === document.activeElement)).toBe(true);
    // no id is carried twice while both editors are mounted
    const repeated = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
    expect(repeated).toEqual([]);
    await checkpoint(page, 'lesson-editor-over-course-editor');
    expectNoConsoleErrors(page);
  });
});
