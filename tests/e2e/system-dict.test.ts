import { describe, expect, it } from 'vitest';
import { buttonName, expectHidden, expectVisible, loginAs, pathOf } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { dialogWith, labelled, rowWith } from './system-helpers';

describe('dictionaries', () => {
  const session = useBrowserSession();

  it('opens a dictionary and adds, edits and deletes an entry (Chinese)', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await page.goto('/system/dict/index');
    await expectVisible(page.getByRole('link', { name: '查看 sys_user_sex 的字典数据' }));
    await page.getByRole('link', { name: '查看 sys_user_sex 的字典数据' }).click();
    await page.waitForURL(/\/system\/dict-data\/index\/\d+$/);
    await expectVisible(page.getByText('用户性别 (sys_user_sex)'));
    await expectVisible(rowWith(page, '未知'));
    await checkpoint(page, 'dict-data-list');

    // Create: the form refuses empty fields with the server's words, then saves.
    await page.getByRole('button', { name: labelled('新增') }).click();
    const add = dialogWith(page, '添加字典数据');
    await expectVisible(add);
    await add.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(add.getByText('字典标签（中文）不能为空'));
    await add.getByLabel('字典标签（中文）').fill('保密');
    await add.getByLabel('字典标签（英文）').fill('Secret');
    await add.getByLabel('字典键值').fill('9');
    await add.getByLabel('回显样式').click();
    await page.getByTitle('警告').click();
    await checkpoint(page, 'dict-data-add');
    await add.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(page.getByText('新增成功'));
    await expectHidden(add);
    await expectVisible(rowWith(page, '保密'));

    // Edit.
    await rowWith(page, '保密')
      .getByRole('button', { name: buttonName('修改') })
      .click();
    const edit = dialogWith(page, '修改字典数据');
    await expectVisible(edit);
    expect(await edit.getByLabel('字典标签（英文）').inputValue()).toBe('Secret');
    await edit.getByLabel('字典标签（中文）').fill('不公开');
    await edit.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(page.getByText('修改成功'));
    await expectVisible(rowWith(page, '不公开'));

    // Delete, after a question naming the entry.
    await rowWith(page, '不公开')
      .getByRole('button', { name: buttonName('删除') })
      .click();
    await expectVisible(page.getByText('是否确认删除"不公开"？'));
    await page
      .getByRole('dialog')
      .filter({ hasText: '系统提示' })
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await expectVisible(page.getByText('删除成功'));
    await expectHidden(rowWith(page, '不公开'));

    await page.getByRole('button', { name: labelled('返回') }).click();
    await page.waitForURL((url) => url.pathname === '/system/dict/index');
    expect(pathOf(page)).toBe('/system/dict/index');
    expectNoConsoleErrors(page);
  });

  it('creates a dictionary type and its first entry in English', async () => {
    const { page } = session;
    await loginAs(page, 'admin', undefined, { language: 'en' });
    await page.goto('/system/dict/index');
    await expectVisible(rowWith(page, 'sys_user_sex'));
    await expectVisible(rowWith(page, 'User gender'));

    await page.getByRole('button', { name: labelled('Add') }).click();
    const add = dialogWith(page, 'Add dictionary type');
    await add.getByLabel('Type').fill('Course-Level');
    await expectVisible(add.getByText('The dictionary type must start with a letter'));
    await add.getByLabel('Type').fill('course_level');
    await add.getByLabel('Name (Chinese)').fill('课程难度');
    await add.getByLabel('Name (English)').fill('Course level');
    await add.getByRole('button', { name: 'OK' }).click();
    await expectVisible(page.getByText('Added', { exact: true }));
    await expectVisible(rowWith(page, 'Course level'));
    await checkpoint(page, 'dict-types-english');

    await page.getByRole('link', { name: 'Open the entries of course_level' }).click();
    await expectVisible(page.getByText('Course level (course_level)'));
    await page.getByRole('button', { name: labelled('Add') }).click();
    const entry = dialogWith(page, 'Add dictionary entry');
    await entry.getByLabel('Label (Chinese)').fill('入门');
    await entry.getByLabel('Label (English)').fill('Beginner');
    await entry.getByLabel('Value', { exact: true }).fill('1');
    await entry.getByRole('button', { name: 'OK' }).click();
    await expectVisible(page.getByText('Added', { exact: true }).last());
    await expectVisible(rowWith(page, 'Beginner'));
    await checkpoint(page, 'dict-data-english');

    // A type with entries cannot be deleted.
    await page.goto('/system/dict/index');
    await rowWith(page, 'course_level').getByRole('button', { name: 'Delete' }).click();
    await expectVisible(page.getByText('Delete "Course level"?'));
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Delete "Course level"?' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expectVisible(page.getByText('Course level has entries and cannot be deleted'));
    expectNoConsoleErrors(page);
  });
});
