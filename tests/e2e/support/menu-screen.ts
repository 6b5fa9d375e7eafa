import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { buttonName, expectVisible } from './app';

// The menu screen (系统管理 → 菜单管理) and the role editor's menu tree as the administrator uses
// them, for the browser tests of menu entries (system-menu*.test.ts).

export const main = (page: Page) => page.getByRole('main');

/** A row by a cell's exact text (a tree row's first cell also holds its expand button). */
export const rowOf = (page: Page, text: string) =>
  main(page)
    .getByRole('row')
    .filter({ has: page.getByText(text, { exact: true }) });

export const treeNode = (page: Page, title: string) =>
  page.getByRole('treeitem').filter({ has: page.getByText(title, { exact: true }) });

/** Picks an option of a select by typing part of it, as a person does with a long list. */
export async function choose(page: Page, field: Locator, typed: string, option: string | RegExp) {
  await field.click();
  await page.keyboard.type(typed);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

/** As the administrator: gives the teacher role this entry in the role editor's menu tree. */
export async function grantTeacher(page: Page, title: string) {
  await page.goto('/system/role/index');
  await rowOf(page, '教师')
    .getByRole('button', { name: /修\s*改/ })
    .click();
  const dialog = page.getByRole('dialog', { name: '修改角色' });
  await dialog.getByText('展开/折叠').click();
  await treeNode(page, title).getByRole('checkbox').click();
  await expect.poll(() => treeNode(page, title).getAttribute('aria-checked')).toBe('true');
  await dialog.getByRole('button', { name: buttonName('确定') }).click();
  await expectVisible(page.getByText('修改成功'));
}
