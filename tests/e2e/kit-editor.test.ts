import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectHidden, expectVisible, loginAs, reloadLeaving, untilLeaveGuarded } from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { readSeedIds } from './support/hostile-visits';

// The multi-step editor of the kit (src/components/steps-editor), on a real screen that uses it:
// the school editor. The rules of Next / Previous / Complete, and the local draft (the browser's
// storage) across a reload and a lost tab. (tests/e2e/school-editor.test.ts creates schools
// through every step; tests/e2e/course-editor.test.ts has the course editor's own messages.)

const NEW = '/admin/school/edit/new';

const main = (page: Page) => page.getByRole('main');
const step = (page: Page, title: string) => main(page).getByRole('region', { name: title });
const button = (page: Page, name: string) => main(page).getByRole('button', { name: buttonName(name) });
const hasFocus = (field: Locator) => field.evaluate((el) => el === document.activeElement);

/** Picks an antd Select's option: the visible option rows carry their label as title. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByTitle(option, { exact: true }).last().click();
  await page.keyboard.press('Escape');
}

/** Opens `path` in a new tab of the same browser, as after a crash or a closed window. */
async function reopen(old: Page, open: () => Promise<Page>, path: string): Promise<Page> {
  await old.close();
  const page = await open();
  await page.goto(path);
  return page;
}

describe('multi-step editor (the school editor)', () => {
  const session = useBrowserSession();

  it('validates per step, jumps to the first bad step, offers the draft back after a reload (zh)', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await page.goto(NEW);
    const basic = step(page, '基本信息');
    await expectVisible(basic);

    // Next checks the current step only
    await basic.getByLabel('学校名称', { exact: true }).fill('星光实验学校');
    await button(page, '下一步').click();
    await expectVisible(basic.getByText('英文名称不能为空'));
    await basic.getByLabel('英文名称', { exact: true }).fill('Starlight School');
    await choose(page, basic, '学校类型', '民办');
    await choose(page, basic, '学段', '初中');
    await choose(page, basic, '商务拓展', '孙丽 (bd)');
    await button(page, '下一步').click();
    const accounts = step(page, '账号');
    await expectVisible(accounts);
    // a new principal's card, only its user name typed: nothing said about it before Complete
    await accounts.getByRole('button', { name: '新建校长账号' }).click();
    await accounts.getByLabel('用户名称', { exact: true }).fill('starlight_head');
    await expectHidden(accounts.getByText('姓名不能为空'));

    // Previous never validates; the first step kept its values
    await button(page, '上一步').click();
    await expectVisible(basic);
    expect(await basic.getByLabel('英文名称', { exact: true }).inputValue()).toBe('Starlight School');

    // a failed Complete: the message, then the first step with an error and its first field
    await button(page, '完成').click();
    await expectVisible(page.getByText('信息未填写完整'));
    await expectVisible(accounts);
    await expectVisible(accounts.getByText('姓名不能为空'));
    await expect.poll(() => hasFocus(accounts.getByLabel('姓名', { exact: true }))).toBe(true);
    await accounts.getByLabel('姓名', { exact: true }).fill('星光校长');
    // the step lives in the page, never in the address: one record, one tab
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(NEW);

    // the draft is written shortly after typing; the page is reloaded without saving (it asks first)
    await page.waitForTimeout(1000);
    await untilLeaveGuarded(page);
    expect(await reloadLeaving(page)).toEqual(['beforeunload']);
    await expectVisible(main(page).getByText(/发现 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 未保存的修改/));
    await button(page, '恢复').click();
    await expectVisible(accounts);
    expect(await accounts.getByLabel('姓名', { exact: true }).inputValue()).toBe('星光校长');

    // Complete for real: saved, and the draft is gone
    await accounts.getByLabel('用户密码', { exact: true }).fill('admin123');
    await button(page, '下一步').click();
    await expectVisible(step(page, '关联课程'));
    await button(page, '下一步').click();
    // the restored draft holds the first step's values too
    await expectVisible(step(page, '完成').getByText('星光实验学校', { exact: true }));
    await button(page, '完成').click();
    await expectVisible(page.getByText('学校已创建'));
    await page.waitForURL((url) => url.pathname === '/admin/school/index');
    await page.waitForTimeout(1000);
    // saved: nothing to ask about, nothing to offer
    expect(await reloadLeaving(page)).toEqual([]);
    await page.goto(NEW);
    await expectVisible(step(page, '基本信息'));
    await page.waitForTimeout(500);
    expect(await step(page, '基本信息').getByLabel('学校名称', { exact: true }).inputValue()).toBe('');
    expect(
      await main(page)
        .getByText(/未保存的修改/)
        .count(),
    ).toBe(0);
    expectNoConsoleErrors(page);
  });

  it('speaks English, and Discard drops the draft of a saved school (en)', async () => {
    const { schoolId } = await readSeedIds(session.server);
    const editor = `/admin/school/edit/${schoolId}`;
    let page = session.page;
    await loginAs(page, 'admin', undefined, { language: 'en' });
    await page.goto(editor);
    const name = () => step(page, 'Basic information').getByLabel('School name', { exact: true });
    await expect.poll(() => name().inputValue()).not.toBe('');
    const saved = await name().inputValue();
    await name().fill('');
    await button(page, 'Complete').click();
    await expectVisible(page.getByText('Information not completed'));
    await expectVisible(step(page, 'Basic information').getByText('School name is required'));
    await expect.poll(() => hasFocus(name())).toBe(true);
    await page.waitForTimeout(1000);

    page = await reopen(page, () => session.newPage(), editor);
    await expectVisible(main(page).getByText(/Unsaved changes from .* were found/));
    await button(page, 'Discard').click();
    await expectHidden(main(page).getByText(/Unsaved changes from/));
    // the school as saved, not the draft's empty name
    expect(await name().inputValue()).toBe(saved);
    page = await reopen(page, () => session.newPage(), editor);
    await expectVisible(step(page, 'Basic information'));
    await page.waitForTimeout(500);
    expect(
      await main(page)
        .getByText(/Unsaved changes from/)
        .count(),
    ).toBe(0);
    expect(await name().inputValue()).toBe(saved);
    expectNoConsoleErrors(page);
  });
});
