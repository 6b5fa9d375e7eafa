import { describe, expect, it } from 'vitest';
import { buttonName, expectHidden, expectVisible, loginForm, mainMenu, solveCaptcha } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { expectFocused, tabTo } from './support/keyboard';
import { MENU_GROUPS, PASSWORD } from './support/labels';
import { strip, tab, tabTitles, withTagsView } from './support/tabs';

// The main flows with the keyboard only, no mouse: log in, open a screen from the sidebar, fill and
// save a form in a dialog, close the screen's tab. When a dialog closes (Escape, a save, a
// confirmation answered) the focus is back on the control that opened it.

const STRIP = 'Open pages';

describe('keyboard only', () => {
  const session = useBrowserSession({ locale: 'en-US' });

  it('logs in, opens Dictionaries from the menu, adds a type in its dialog and closes the tab', async () => {
    const { page } = session;
    await withTagsView(page);
    await page.goto('/login');

    // Log in: the username field has the focus; Tab goes through the fields, Enter sends.
    const form = loginForm(page, 'en');
    await expectFocused(form.username, 'the username field should have the focus on the login page');
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await expectFocused(form.password, 'Tab should move from the username to the password');
    await page.keyboard.type(PASSWORD);
    await tabTo(page, form.code, { limit: 3 });
    const { answer } = await solveCaptcha(page, 'en');
    await page.keyboard.type(answer);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/index');

    // The sidebar: Tab into the menu, arrows to the System group, Enter opens it, arrows to
    // Dictionaries, Enter opens the screen.
    const menu = mainMenu(page, 'en');
    const system = menu.getByRole('menuitem', { name: MENU_GROUPS.en.system, exact: true });
    await expectVisible(system);
    await tabTo(page, menu.getByRole('menu').first());
    await arrowTo(system);
    await page.keyboard.press('Enter');
    const dictionaries = menu.getByRole('menuitem', { name: 'Dictionaries', exact: true });
    await expectVisible(dictionaries);
    await arrowTo(dictionaries);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/system/dict/index');
    const main = page.getByRole('main');
    await expectVisible(main.getByRole('row').filter({ hasText: 'sys_user_sex' }));
    await checkpoint(page, 'keyboard-dictionaries-opened');

    // The add dialog: Escape closes it and the focus is back on Add. Tab gets there going forward
    // through the search form: into the created-time range, through its two fields and on past
    // the form's buttons to the toolbar's Add (src/components/DateRangePicker.tsx).
    const add = main.getByRole('button', { name: buttonName('Add') });
    await tabTo(page, main.getByRole('search').getByPlaceholder('Start date'), { limit: 150 });
    await tabTo(page, add, { limit: 6 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add dictionary type' });
    await expectVisible(dialog);
    await expect.poll(() => dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    await expectFocused(add, 'after Escape the focus should be back on the Add button');

    // Again, filled in and saved with the keyboard: the focus is back on Add afterwards.
    await page.keyboard.press('Enter');
    await expectVisible(dialog);
    await tabTo(page, dialog.getByLabel('Name (Chinese)'), { limit: 10 });
    await page.keyboard.type('键盘难度');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard level');
    await tabTo(page, dialog.getByLabel('Type'), { limit: 3 });
    await page.keyboard.type('keyboard_level');
    await tabTo(page, dialog.getByRole('button', { name: 'OK' }), { limit: 15 });
    await checkpoint(page, 'keyboard-dictionary-filled');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText('Added', { exact: true }));
    await expectHidden(dialog);
    const row = main.getByRole('row').filter({ hasText: 'keyboard_level' });
    await expectVisible(row);
    await expectFocused(add, 'after saving the focus should be back on the Add button');

    // A confirmation answered with Escape gives the focus back to the row's Delete button.
    const remove = row.getByRole('button', { name: 'Delete' });
    await tabTo(page, remove, { limit: 80 });
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete "Keyboard level"?' });
    await expectVisible(confirm);
    await page.keyboard.press('Escape');
    await expectHidden(confirm);
    await expectFocused(remove, 'after the confirmation is dismissed the focus should be back on Delete');

    // Close the screen's tab from the keyboard: the strip shows Home only and Home opens.
    const dictTab = tab(page, 'Dictionaries', STRIP);
    await tabTo(page, dictTab, { limit: 250 });
    await page.keyboard.press('Delete');
    await expect.poll(() => tabTitles(page, STRIP)).toEqual(['Home']);
    await page.waitForURL((url) => url.pathname === '/index');
    await expectFocused(strip(page, STRIP).getByRole('tab', { name: 'Home' }), 'the shown tab takes the focus');
    expectNoConsoleErrors(page);

    /**
     * Presses ArrowDown until the item (or the link inside it) has the focus: a menu moves its
     * focus with the arrows.
     */
    async function arrowTo(item: ReturnType<typeof menu.getByRole>): Promise<void> {
      const focused = () => item.evaluate((el) => el.contains(document.activeElement));
      for (let i = 0; i < 30 && !(await focused()); i++) await page.keyboard.press('ArrowDown');
      expect(await focused(), `ArrowDown should reach ${item.toString()}`).toBe(true);
    }
  });
});
