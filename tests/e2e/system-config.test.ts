import { describe, expect, it } from 'vitest';
import { buttonName, expectHidden, expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { dialogWith, labelled, rowWith } from './system-helpers';

describe('config', () => {
  const session = useBrowserSession();

  it('filters (kept in the address across a reload), creates, edits, deletes and refreshes the cache', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await page.goto('/system/config/index');
    await expectVisible(rowWith(page, 'sys.account.captchaEnabled'));

    const search = page.getByRole('search');
    await search.getByLabel('参数键名').fill('site');
    await search.getByRole('button', { name: labelled('搜索') }).click();
    await page.waitForURL(/configKey=site/);
    await expectHidden(rowWith(page, 'sys.account.captchaEnabled'));
    await page.reload();
    await expectVisible(rowWith(page, 'site.contact.email'));
    expect(await page.getByRole('search').getByLabel('参数键名').inputValue()).toBe('site');
    await expectHidden(rowWith(page, 'sys.account.captchaEnabled'));
    await page
      .getByRole('search')
      .getByRole('button', { name: labelled('重置') })
      .click();
    await expectVisible(rowWith(page, 'sys.account.captchaEnabled'));

    await page.getByRole('button', { name: labelled('新增') }).click();
    const add = dialogWith(page, '添加参数');
    await add.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(add.getByText('参数键名不能为空'));
    await add.getByLabel('参数名称（中文）').fill('学期周数');
    await add.getByLabel('参数名称（英文）').fill('Weeks per term');
    await add.getByLabel('参数键名').fill('course.term.weeks');
    await add.getByLabel('参数键值').fill('18');
    await checkpoint(page, 'config-add');
    await add.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(page.getByText('新增成功'));
    await expectVisible(rowWith(page, 'course.term.weeks'));

    await rowWith(page, 'course.term.weeks')
      .getByRole('button', { name: buttonName('修改') })
      .click();
    const edit = dialogWith(page, '修改参数');
    await edit.getByLabel('参数键值').fill('20');
    await edit.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(page.getByText('修改成功'));
    await expectVisible(rowWith(page, 'course.term.weeks').getByText('20', { exact: true }));

    await rowWith(page, 'course.term.weeks')
      .getByRole('button', { name: buttonName('删除') })
      .click();
    const ask = page.getByRole('dialog').filter({ hasText: '是否确认删除"学期周数"？' });
    await ask.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(page.getByText('删除成功'));
    await expectHidden(rowWith(page, 'course.term.weeks'));

    await page.getByRole('button', { name: labelled('刷新缓存') }).click();
    await expectVisible(page.getByText('刷新成功'));
    expectNoConsoleErrors(page);
  });

  it('works in English, hides the filters and columns, and refuses a built-in delete', async () => {
    const { page } = session;
    await loginAs(page, 'admin', undefined, { language: 'en' });
    await page.goto('/system/config/index');
    await expectVisible(rowWith(page, 'Account - captcha on login'));

    // The toolbar's search button hides the filter bar and brings it back.
    await page.getByRole('button', { name: 'Hide search' }).click();
    await expectHidden(page.getByRole('search'));
    await page.getByRole('button', { name: 'Show search' }).click();
    await expectVisible(page.getByRole('search'));

    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = dialogWith(page, 'Show/Hide');
    await expectVisible(chooser);
    await chooser.getByText('Remark', { exact: true }).click();
    await chooser.getByRole('button', { name: 'right' }).click();
    await chooser.getByRole('button', { name: 'Close' }).click();
    await expectHidden(page.getByRole('columnheader', { name: 'Remark' }));
    await page.reload();
    await expectVisible(rowWith(page, 'Account - captcha on login'));
    await expectHidden(page.getByRole('columnheader', { name: 'Remark' }));
    await checkpoint(page, 'config-english');

    await rowWith(page, 'sys.account.captchaEnabled').getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Delete "Account - captcha on login"?' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expectVisible(page.getByText('Built-in parameter [sys.account.captchaEnabled] cannot be deleted'));

    await page.getByRole('button', { name: labelled('Refresh cache') }).click();
    await expectVisible(page.getByText('Cache refreshed'));
    expectNoConsoleErrors(page);
  });

  it('closes an edit dialog whose parameter another administrator deleted meanwhile, and refreshes the list', async () => {
    const { page } = session;
    await loginAs(page, 'admin', undefined, { language: 'en' });
    const other = await (await session.newContext()).newPage();
    await loginAs(other, 'admin', undefined, { language: 'en' });

    await page.goto('/system/config/index');
    await page.getByRole('button', { name: labelled('Add') }).click();
    const add = dialogWith(page, 'Add parameter');
    await add.getByLabel('Name (Chinese)').fill('期末周');
    await add.getByLabel('Name (English)').fill('Exam week');
    await add.getByLabel('Key').fill('course.term.examWeek');
    await add.getByLabel('Value').fill('19');
    await add.getByRole('button', { name: buttonName('OK') }).click();
    await expectVisible(rowWith(page, 'course.term.examWeek'));
    await rowWith(page, 'course.term.examWeek')
      .getByRole('button', { name: buttonName('Edit') })
      .click();
    const edit = dialogWith(page, 'Edit parameter');
    await edit.getByLabel('Value').fill('20');

    // the other administrator deletes it from their own screen
    await other.goto('/system/config/index');
    await rowWith(other, 'course.term.examWeek')
      .getByRole('button', { name: buttonName('Delete') })
      .click();
    await other
      .getByRole('dialog')
      .filter({ hasText: 'Delete "Exam week"?' })
      .getByRole('button', { name: buttonName('OK') })
      .click();
    await expectVisible(other.getByText('Deleted'));

    await edit.getByRole('button', { name: buttonName('OK') }).click();
    await expectHidden(edit);
    await expectHidden(rowWith(page, 'course.term.examWeek'));
    await checkpoint(page, 'config-edit-after-delete');
    expectNoConsoleErrors(page);
  });
});
