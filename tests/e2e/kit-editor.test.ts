import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectHidden, expectVisible, loginAs, reloadLeaving, untilLeaveGuarded } from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';

// The multi-step editor of the kit, on its sample page (demo build only): steps, the rules of
// Next / Previous / Complete, and the local draft (real IndexedDB) across a reload and a lost tab.

const EDITOR = '/dev/kit/editor/1';

const main = (page: Page) => page.getByRole('main');
const step = (page: Page, title: string) => main(page).getByRole('region', { name: title });
const button = (page: Page, name: string) => main(page).getByRole('button', { name: buttonName(name) });

/** Opens the editor in a new tab of the same browser, as after a crash or a closed window. */
async function reopen(old: Page, open: () => Promise<Page>): Promise<Page> {
  await old.close();
  const page = await open();
  await page.goto(EDITOR);
  return page;
}

describe('multi-step editor (kit sample)', () => {
  const session = useBrowserSession();

  it('validates per step, jumps to the first bad step, offers the draft back after a reload (zh)', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await page.goto(EDITOR);
    await expectVisible(step(page, '基本信息'));

    // Next checks the current step only
    await main(page).getByLabel('名称', { exact: true }).fill('数学');
    await button(page, '下一步').click();
    await expectVisible(main(page).getByText('英文名称不能为空'));
    await main(page).getByLabel('英文名称').fill('Maths');
    await button(page, '下一步').click();
    await expectVisible(step(page, '详细信息'));
    await expectHidden(main(page).getByText('简介不能为空'));

    // Previous never validates; the first step kept its values
    await button(page, '上一步').click();
    await expectVisible(step(page, '基本信息'));
    expect(await main(page).getByLabel('英文名称').inputValue()).toBe('Maths');

    // a failed Complete: the message, then the first step with an error and its first field
    await button(page, '完成').click();
    await expectVisible(page.getByText('信息未填写完整'));
    await expectVisible(step(page, '详细信息'));
    await expect
      .poll(() =>
        main(page)
          .getByLabel('简介')
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await main(page).getByLabel('简介').fill('代数入门');
    // the step lives in the page, never in the address: one record, one tab
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(EDITOR);

    // the draft is written shortly after typing; the page is reloaded without saving (it asks first)
    await page.waitForTimeout(1000);
    await untilLeaveGuarded(page);
    expect(await reloadLeaving(page)).toEqual(['beforeunload']);
    await expectVisible(main(page).getByText(/发现 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 未保存的修改/));
    await button(page, '恢复').click();
    await expectVisible(step(page, '详细信息'));
    expect(await main(page).getByLabel('简介').inputValue()).toBe('代数入门');

    // Complete for real: saved, and the draft is gone
    await main(page).getByLabel('课时').fill('12');
    await button(page, '下一步').click();
    await expectVisible(step(page, '联系方式'));
    await main(page).getByLabel('邮箱').fill('maths@school.cn');
    await button(page, '完成').click();
    await expectVisible(page.getByText('修改成功'));
    await page.waitForTimeout(1000);
    // saved: nothing to ask about, nothing to offer
    expect(await reloadLeaving(page)).toEqual([]);
    await expectVisible(step(page, '基本信息'));
    expect(await main(page).getByLabel('名称', { exact: true }).inputValue()).toBe('数学');
    await expectHidden(main(page).getByText(/未保存的修改/));
    expectNoConsoleErrors(page);
  });

  it('speaks English, and Discard drops the draft (en)', async () => {
    let page = session.page;
    await loginAs(page, 'admin', undefined, { language: 'en' });
    await page.goto(EDITOR);
    await expectVisible(step(page, 'Basic information'));
    await main(page).getByLabel('Name', { exact: true }).fill('Maths');
    await button(page, 'Complete').click();
    await expectVisible(page.getByText('Information not completed'));
    await expectVisible(step(page, 'Basic information'));
    await page.waitForTimeout(1000);

    page = await reopen(page, () => session.newPage());
    await expectVisible(main(page).getByText(/Unsaved changes from .* were found/));
    await button(page, 'Discard').click();
    await expectHidden(main(page).getByText(/Unsaved changes from/));
    expect(await main(page).getByLabel('Name', { exact: true }).inputValue()).toBe('');
    page = await reopen(page, () => session.newPage());
    await expectVisible(step(page, 'Basic information'));
    await page.waitForTimeout(500);
    expect(
      await main(page)
        .getByText(/Unsaved changes from/)
        .count(),
    ).toBe(0);
    expectNoConsoleErrors(page);
  });
});
