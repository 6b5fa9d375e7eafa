import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { buttonName, expectHidden, loginAs, pathOf } from './app';
import { watchPage } from './browser';
import { errorPageShown, integrityProblems } from './page-integrity';
import { askBackend, localeTexts, words } from './screen-visits';
import { openInApp, withTagsView } from './tabs';

// The sweep of every list screen in a role's menu (issue 30): the actions of the first rows and
// of the toolbar, found on the page (buttons and links of the rows, the items of a row's More
// menu, the buttons left of the list tools), each opened and checked, then closed or cancelled.
// Nothing here lists screens or actions by hand: the menu comes from the role's /getRouters (what
// its sidebar shows) and the actions from the page, so a new screen or button is swept, or
// fails the sweep when it does something the sweep cannot tell.

/** How many rows of each list the sweep reads for actions (a row's actions can depend on its state). */
const FIRST_ROWS = 3;

/** What an action did once pressed. */
export type Outcome =
  | 'confirmation' // asked first (delete, disable, reset...): cancelled
  | 'edit dialog' // a form showing the record: saved unchanged
  | 'add dialog' // a form for a new record, empty: cancelled
  | 'dialog' // any other dialog or drawer (a detail, an import, a form with other work): closed
  | 'edit page' // an editor page of the record: saved unchanged
  | 'page' // another page of the app (a detail, a calendar): looked at
  | 'new window' // a preview in another window
  | 'download' // a file came
  | 'done'; // did its work at once and said so (a success message)

export interface SweptAction {
  screen: string;
  action: string;
  outcome: Outcome;
}

export interface SweepResult {
  account: string;
  /** the menu screens visited */
  screens: string[];
  /** menu screens without a list of records, and what they show instead */
  withoutList: string[];
  actions: SweptAction[];
  /** actions that exist but cannot be pressed by this role (disabled with any selection), and why */
  notPressable: string[];
  /** everything that went wrong, one line each */
  problems: string[];
}

// ---------------------------------------------------------------- words of the app

const zh = (key: string) => words(key, 'zh');
const squeeze = (text: string) => text.replace(/\s+/g, '');
/** The round tools right of a list's toolbar: they change the view, they are not actions on records. */
const LIST_TOOLS = new Set(
  [
    'widgets:toolbar.showSearch',
    'widgets:toolbar.hideSearch',
    'widgets:toolbar.refresh',
    'widgets:toolbar.columns',
  ].map((key) => squeeze(zh(key))),
);
const MORE = squeeze(zh('widgets:list.more'));
const EDIT = squeeze(zh('widgets:list.edit'));
const ADD = squeeze(zh('widgets:list.add'));
const SYSTEM_PROMPT = zh('common:systemPrompt');
const CANCEL = zh('common:cancel');
const OK = zh('common:ok');
/**
 * Columns every save writes (who updated and when), whatever changed: the titles of every locale
 * key named updateTime or updateBy.
 */
const WRITTEN_BY_EVERY_SAVE = new Set(localeTexts('zh', /(^|\.)(updateTime|updateBy)$/));

/** What the save buttons of editor pages are called (a dialog saves with its OK). */
const SAVE_WORDS = [
  'activity:save',
  'content:save',
  'courseEditor:save',
  'member:save',
  'siteconfig:save',
  'system:authRole.submit',
  'dict:gen.save',
  'schedule:editor.save',
  'widgets:steps.complete',
].map((key) => squeeze(zh(key)));

// ---------------------------------------------------------------- the role's menu

interface MenuRoute {
  path: string;
  hidden?: boolean;
  meta?: { link?: string | null };
  children?: MenuRoute[];
}

/** The addresses of the sidebar's pages for the logged-in role, in menu order. */
export async function menuScreens(page: Page): Promise<string[]> {
  const { data } = await askBackend<{ data: MenuRoute[] }>(page, '/getRouters');
  const found: string[] = [];
  const walk = (routes: MenuRoute[], base: string) => {
    for (const route of routes) {
      if (route.hidden || route.meta?.link) continue;
      const path = route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
      if (route.children?.length) walk(route.children, path);
      else found.push(path);
    }
  };
  walk(data, '');
  return found;
}

// ---------------------------------------------------------------- what a list shows

/** The page on screen (the tab cache keeps others in the document, hidden). */
const shownMain = (page: Page) => page.locator('main').filter({ visible: true }).first();

const shownDialogs = (page: Page) => page.getByRole('dialog').filter({ visible: true });

/** The visible rows with data of a list. */
const dataRows = (section: Locator) =>
  section
    .getByRole('table')
    .filter({ visible: true })
    .first()
    .getByRole('row')
    .filter({ has: section.page().getByRole('cell') })
    .filter({ visible: true });

/** Each data row's cells as text, leaving out the columns every save writes. */
async function rowsText(section: Locator): Promise<string[]> {
  const table = section.getByRole('table').filter({ visible: true }).first();
  if (!(await table.count())) return [];
  const volatile = [...WRITTEN_BY_EVERY_SAVE];
  return table.evaluate((el, skip) => {
    const headers = [...el.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim());
    return [...el.querySelectorAll('tbody tr')]
      .filter((tr) => tr.getClientRects().length > 0 && tr.querySelector('td') && !tr.matches('[aria-hidden="true"]'))
      .map((tr) =>
        [...tr.querySelectorAll('td')]
          .filter((_, i) => !skip.includes(headers[i] ?? ''))
          .map((td) => (td.textContent ?? '').trim())
          .join(' | '),
      );
  }, volatile);
}

interface Control {
  /** how the sweep names it: the column and the control's words */
  key: string;
  locator: Locator;
  disabled: boolean;
}

const ROW_CONTROLS = 'button, a[href], [role="button"], [role="switch"], [role="link"]';

/** The buttons, links and switches in a row's cells (not its selection box), read in one step. */
async function rowControls(row: Locator, headers: string[]): Promise<Control[]> {
  const all = row.locator(ROW_CONTROLS);
  const infos = await all.evaluateAll(
    (els, selector) =>
      els.map((el) => {
        const cell = el.closest('td');
        return {
          index: cell ? [...(cell.parentElement?.children ?? [])].indexOf(cell) : -1,
          name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
          role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
          shown: el.getClientRects().length > 0,
          disabled: el.matches(':disabled, [aria-disabled="true"]'),
          nested: !!el.parentElement?.closest(selector),
          // a tree row's own open/close button: it shows the rows below in place
          disclosure: el.hasAttribute('aria-expanded'),
        };
      }),
    ROW_CONTROLS,
  );
  return infos.flatMap((info, n) => {
    if (!info.shown || info.nested || info.index < 0) return [];
    const column = headers[info.index] ?? `column ${info.index + 1}`;
    // Opening a tree row changes the view, not a record (a row's More menu, in the actions
    // column, is an action and is swept).
    if (info.disclosure && !isActionsColumn(column)) return [];
    // the row's own buttons (edit, delete...) by their words; a record's name or a switch by its column
    const generic = info.role === 'button' && isActionsColumn(column);
    const key = generic ? `${column}: ${squeeze(info.name)}` : `${column} (${info.role})`;
    return [{ key, locator: all.nth(n), disabled: info.disabled }];
  });
}

const ACTIONS_COLUMN = squeeze(zh('widgets:list.actions'));
const isActionsColumn = (header: string) => squeeze(header) === ACTIONS_COLUMN;

/**
 * The toolbar's buttons (left of the round list tools) and, in a list of cards instead of a
 * table, the cards' buttons (after the tools, before the pager), read in one step.
 */
async function sectionButtons(section: Locator): Promise<{ toolbar: Control[]; cards: Control[] }> {
  const all = section.locator('button');
  const infos = await all.evaluateAll((els) =>
    els.map((el) => ({
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      shown: el.getClientRects().length > 0,
      disabled: el.matches(':disabled'),
      aside: !!el.closest('table, [role="search"], nav, [role="navigation"], [role="dialog"], [role="tablist"]'),
      // a toggle of the view (a tree's expand all): like the list tools, not an action on records
      toggle: el.hasAttribute('aria-pressed'),
    })),
  );
  const toolbar: Control[] = [];
  const cards: Control[] = [];
  let pastTools = false;
  infos.forEach((info, n) => {
    if (!info.shown || info.aside || info.toggle) return;
    // a button for the selected rows says how many: 批量通过 (1)
    const name = squeeze(info.name).replace(/\(\d+\)$/, '');
    if (LIST_TOOLS.has(name)) {
      pastTools = true;
      return;
    }
    const control = { key: pastTools ? 'card' : `toolbar: ${name}`, locator: all.nth(n), disabled: info.disabled };
    (pastTools ? cards : toolbar).push(control);
  });
  return { toolbar, cards };
}

// ---------------------------------------------------------------- pressing an action

interface Sweep {
  page: Page;
  result: SweepResult;
  screen: string;
  /** the list's address, to come back to after an action left it */
  listPath: string;
  /** the tab of the list, when the screen has several */
  tab: string | null;
}

const problem = (sweep: Sweep, action: string, what: string) =>
  sweep.result.problems.push(`${sweep.screen}${sweep.tab ? ` [${sweep.tab}]` : ''} · ${action}: ${what}`);

/** The section of the screen that holds the list: its shown tab panel, or the page. */
async function listSection(page: Page): Promise<Locator> {
  const main = shownMain(page);
  const panel = main.getByRole('tabpanel').filter({ visible: true }).first();
  return (await panel.count()) ? panel : main;
}

/**
 * Waits until the page on screen has content and nothing in it is busy (a home page of cards has
 * no table, form or heading to wait for).
 */
async function untilShown(page: Page): Promise<void> {
  const shownWith = (what: 'records' | 'anything') =>
    page.waitForFunction(
      (wanted) => {
        const shown = (el: Element) => el.getClientRects().length > 0;
        // A navigation is a transition: while the new page's script loads, the page before it
        // stays on screen under the new address. The tab strip marks the new page's tab only
        // once that page is drawn.
        const selected = document.querySelector('[role="tab"][data-tab-key][aria-selected="true"]');
        const here = [location.pathname, location.pathname + location.search];
        if (selected && !here.includes(selected.getAttribute('data-tab-key') ?? '')) return false;
        const main = [...document.querySelectorAll('main')].find(shown);
        if (!main || [...main.querySelectorAll('[aria-busy="true"]')].some(shown)) return false;
        if (wanted === 'anything') return (main as HTMLElement).innerText.trim() !== '';
        return [...main.querySelectorAll('td, [role="cell"], form, h1, h2, h3, h4')].some(shown);
      },
      what,
      { timeout: what === 'records' ? 5_000 : undefined },
    );
  // a list, a form or a heading; else whatever the page has (a home page of cards)
  await shownWith('records').catch(() => shownWith('anything'));
}

/** Back on the list (and its tab), loaded. */
async function backToList(sweep: Sweep): Promise<Locator> {
  const { page } = sweep;
  if (pathOf(page) + new URL(page.url()).search !== sweep.listPath) await openInApp(page, sweep.listPath);
  await untilShown(page);
  if (sweep.tab) {
    const tab = shownMain(page).getByRole('tab', { name: sweep.tab, exact: true });
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  }
  return listSection(page);
}

/** The success message antd shows (its check mark), anywhere on the page. */
const successShown = (page: Page) => page.getByRole('img', { name: 'check-circle' }).filter({ visible: true });
const errorShown = (page: Page) => page.getByRole('img', { name: 'close-circle' }).filter({ visible: true });

interface Pressed {
  outcome: 'confirmation' | 'dialog' | 'page' | 'new window' | 'download' | 'done' | 'error page' | 'nothing';
  dialog?: Locator;
  popup?: Page;
  downloadName?: string;
}

/** Presses the control and tells what came of it. */
async function press(page: Page, click: () => Promise<void>): Promise<Pressed> {
  // a message of the previous action would read as this one's, or hide it by going as it comes
  await expectHidden(successShown(page), 10_000).catch(() => undefined);
  const messagesBefore = await successShown(page).count();
  const url = page.url();
  const dialogsBefore = await shownDialogs(page).count();
  let popup: Page | undefined;
  let downloadName: string | undefined;
  const onPopup = (p: Page) => (popup = p);
  const onDownload = (d: { suggestedFilename(): string }) => (downloadName = d.suggestedFilename());
  page.context().on('page', onPopup);
  page.on('download', onDownload);
  try {
    await click();
    const deadline = Date.now() + 8_000;
    while (Date.now() < deadline) {
      if (downloadName !== undefined) return { outcome: 'download', downloadName };
      if (popup) return { outcome: 'new window', popup };
      if (page.url() !== url) return { outcome: 'page' };
      const dialogs = shownDialogs(page);
      const count = await dialogs.count();
      if (count > dialogsBefore) {
        const dialog = dialogs.nth(count - 1);
        const name = await dialog
          .getAttribute('aria-labelledby')
          .then((id) => (id ? page.evaluate((i) => document.getElementById(i)?.textContent?.trim() ?? '', id) : ''));
        return { outcome: name === SYSTEM_PROMPT ? 'confirmation' : 'dialog', dialog };
      }
      if ((await successShown(page).count()) > messagesBefore) return { outcome: 'done' };
      if (await errorPageShown(page)) return { outcome: 'error page' };
      await page.waitForTimeout(100);
    }
    return { outcome: 'nothing' };
  } finally {
    page.context().off('page', onPopup);
    page.off('download', onDownload);
  }
}

/** Closes a dialog without saving: its Cancel, else its close mark; an unchanged form must not ask. */
async function closeDialog(sweep: Sweep, action: string, dialog: Locator): Promise<void> {
  const { page } = sweep;
  const cancel = dialog.getByRole('button', { name: buttonName(CANCEL) }).filter({ visible: true });
  const close = dialog.getByRole('button', { name: /^(关闭|Close)$/ }).filter({ visible: true });
  if (await cancel.count()) await cancel.last().click();
  else if (await close.count()) await close.first().click();
  else await page.keyboard.press('Escape');
  const asked = page.getByRole('dialog', { name: SYSTEM_PROMPT }).filter({ visible: true });
  await expect.poll(async () => (await dialog.isVisible()) && !(await asked.count()), { timeout: 5_000 }).toBe(false);
  if (await asked.count()) {
    problem(sweep, action, 'closing the unchanged form asked whether to discard changes');
    await asked.getByRole('button', { name: buttonName(OK) }).click();
  }
  await expectHidden(dialog, 5_000).catch(() => problem(sweep, action, 'the dialog did not close'));
}

/** Text fields of a form whose label is also a column of the list, with both values. */
async function fieldsAgainstRow(
  scope: Locator,
  row: Record<string, string>,
): Promise<{ label: string; field: string; cell: string }[]> {
  return scope.evaluate((root, cells) => {
    const pairs: { label: string; field: string; cell: string }[] = [];
    for (const label of root.querySelectorAll('label[for]')) {
      if (label.getClientRects().length === 0) continue;
      const text = (label.textContent ?? '').replace(/[\s:：*]/g, '');
      const cell = cells[text];
      const field = document.getElementById(label.getAttribute('for') ?? '');
      if (cell === undefined || !field) continue;
      const textual =
        (field instanceof HTMLInputElement &&
          ['text', 'email', 'tel', ''].includes(field.type) &&
          field.getAttribute('role') !== 'combobox') ||
        field instanceof HTMLTextAreaElement;
      if (textual) pairs.push({ label: text, field: (field as HTMLInputElement).value.trim(), cell });
    }
    return pairs;
  }, row);
}

/** Whether any field of the form holds a value (a choice list shows its choice as the title of its box). */
const anyFieldFilled = (scope: Locator) =>
  scope.evaluate((root) =>
    [...root.querySelectorAll('input, textarea')].some((f) => {
      const field = f as HTMLInputElement;
      // a page the tab cache keeps hidden (the list's pager) is not the form being looked at
      if (field.getClientRects().length === 0) return false;
      if (['hidden', 'checkbox', 'radio'].includes(field.type)) return false;
      if (field.value.trim() !== '') return true;
      if (field.getAttribute('role') !== 'combobox') return false;
      let box: Element | null = field.parentElement;
      for (let up = 0; box && up < 4; up++, box = box.parentElement) {
        if ([box, ...box.querySelectorAll('[title]')].some((el) => (el.getAttribute('title') ?? '').trim()))
          return true;
      }
      return false;
    }),
  );

/**
 * The text inputs of a new record's form that are not empty, by label. A field for a new password
 * (`autocomplete="new-password"`) may hold one the form made up for this opening: it is offered
 * on purpose, never a value left from another record.
 */
const filledTextFields = (scope: Locator) =>
  scope.evaluate((root) =>
    [...root.querySelectorAll('label[for]')].flatMap((label) => {
      if (label.getClientRects().length === 0) return [];
      const field = document.getElementById(label.getAttribute('for') ?? '');
      const textual =
        (field instanceof HTMLInputElement && field.type === 'text' && !field.getAttribute('role')) ||
        field instanceof HTMLTextAreaElement;
      if (!textual || !(field as HTMLInputElement).value.trim() || (field as HTMLInputElement).readOnly) return [];
      if (field.getAttribute('autocomplete') === 'new-password') return [];
      return [`${(label.textContent ?? '').trim()} = ${(field as HTMLInputElement).value}`];
    }),
  );

/** The cells of a row by column header (for comparing with a form's fields). */
async function rowByHeader(section: Locator, rowIndex: number): Promise<Record<string, string>> {
  const table = section.getByRole('table').filter({ visible: true }).first();
  return table.evaluate((el, index) => {
    const headers = [...el.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').replace(/\s/g, ''));
    const rows = [...el.querySelectorAll('tbody tr')].filter(
      (tr) => tr.getClientRects().length > 0 && tr.querySelector('td') && !tr.matches('[aria-hidden="true"]'),
    );
    const cells = [...(rows[index]?.querySelectorAll('td') ?? [])];
    const byHeader: Record<string, string> = {};
    cells.forEach((td, i) => {
      const header = headers[i];
      if (header) byHeader[header] = (td.textContent ?? '').trim();
    });
    return byHeader;
  }, rowIndex);
}

/** Checks the form shows the record: its text fields named like columns hold the row's values. */
async function expectRecordShown(
  sweep: Sweep,
  action: string,
  scope: Locator,
  row: Record<string, string>,
): Promise<void> {
  // the record may come a moment after the form
  const filled = await expect
    .poll(() => anyFieldFilled(scope), { timeout: 10_000 })
    .toBe(true)
    .then(() => true)
    .catch(() => false);
  if (!filled) {
    problem(sweep, action, 'the edit form shows no saved value');
    return;
  }
  for (const pair of await fieldsAgainstRow(scope, row)) {
    if (pair.cell && !pair.cell.includes(pair.field) && !pair.field.includes(pair.cell))
      problem(sweep, action, `the field "${pair.label}" shows "${pair.field}", the list says "${pair.cell}"`);
  }
}

/** The console errors and page errors since `from`. */
function newErrors(page: Page, from: number): string[] {
  return watchPage(page).errors.slice(from);
}

/** Saves what is open unchanged and checks it said so and left the list as it was. */
async function saveUnchanged(sweep: Sweep, action: string, save: Locator, rowsBefore: string[]): Promise<boolean> {
  const { page } = sweep;
  // an earlier message going while this one comes would hide it from the count
  await expectHidden(successShown(page), 10_000).catch(() => undefined);
  const before = { success: await successShown(page).count(), error: await errorShown(page).count() };
  const said = async () =>
    (await errorShown(page).count()) > before.error
      ? 'error'
      : (await successShown(page).count()) > before.success
        ? 'success'
        : '';
  await save.click();
  const answer = await expect
    .poll(said, { timeout: 10_000 })
    .not.toBe('')
    .then(said, () => 'nothing');
  if (answer !== 'success') {
    // what the page says instead: a field's complaint, a message, a question
    const said = page.getByRole('alert').or(page.getByRole('dialog', { name: SYSTEM_PROMPT }));
    const messages = await said.filter({ visible: true }).allTextContents();
    problem(
      sweep,
      action,
      `saving unchanged: ${answer === 'error' ? 'an error message' : 'no success message'} ${messages.join(' / ')}`,
    );
    return false;
  }
  const section = await backToList(sweep);
  let after: string[] = [];
  const same = await expect
    .poll(async () => (after = await rowsText(section)), { timeout: 10_000 })
    .toEqual(rowsBefore)
    .then(() => true)
    .catch(() => false);
  if (!same) {
    const changed = [...Array(Math.max(after.length, rowsBefore.length)).keys()].flatMap((i) =>
      after[i] === rowsBefore[i]
        ? []
        : [`  before: ${rowsBefore[i] ?? '(no row)'}\n  after:  ${after[i] ?? '(no row)'}`],
    );
    problem(sweep, action, `saving unchanged changed the list:\n${changed.join('\n')}`);
  }
  return true;
}

/** The save button of a dialog (its OK) or of an editor page. */
function saveButtonOf(scope: Locator, isDialog: boolean): Locator {
  const names = isDialog ? [squeeze(OK), ...SAVE_WORDS] : SAVE_WORDS;
  const pattern = new RegExp(`^\\s*(${names.map((n) => [...n].join('\\s*')).join('|')})\\s*$`);
  return scope.getByRole('button', { name: pattern }).filter({ visible: true });
}

/**
 * Presses one action and checks what it opened; leaves the list as it was found (dialogs closed,
 * confirmations cancelled, back on the list's page).
 */
async function exercise(
  sweep: Sweep,
  action: string,
  click: () => Promise<void>,
  record: { index: number; isEdit: boolean } | { isAdd: boolean },
): Promise<void> {
  const started = Date.now();
  const problemsBefore = sweep.result.problems.length;
  try {
    await exerciseOnce(sweep, action, click, record);
  } catch (error) {
    // one action that breaks the sweep's way through is one problem; the sweep goes on
    problem(sweep, action, `the sweep could not go through it: ${String(error).split('\n')[0]}`);
    await recover(sweep);
  }
  if (process.env.E2E_SWEEP_TRACE) {
    const outcome = sweep.result.actions.at(-1)?.action === action ? sweep.result.actions.at(-1)?.outcome : '-';
    console.log(`[sweep] ${Date.now() - started} ms ${sweep.screen} ${sweep.tab ?? ''} · ${action} → ${outcome}`);
    for (const p of sweep.result.problems.slice(problemsBefore)) console.log(`[sweep]   PROBLEM ${p}`);
  }
}

/** After a failed step: every dialog and menu closed, back on the list. */
async function recover(sweep: Sweep): Promise<void> {
  const { page } = sweep;
  if (await errorPageShown(page)) {
    // a crashed list: a person would reload
    await page.reload();
    await untilShown(page).catch(() => undefined);
  }
  for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
  for (const dialog of await shownDialogs(page).all()) {
    const cancel = dialog.getByRole('button', { name: buttonName(CANCEL) });
    if (await cancel.count())
      await cancel
        .last()
        .click({ timeout: 2_000 })
        .catch(() => undefined);
  }
  await backToList(sweep).catch(() => undefined);
}

async function exerciseOnce(
  sweep: Sweep,
  action: string,
  click: () => Promise<void>,
  record: { index: number; isEdit: boolean } | { isAdd: boolean },
): Promise<void> {
  const { page } = sweep;
  const errorsFrom = watchPage(page).errors.length;
  let section = await listSection(page);
  const rowsBefore = await rowsText(section);
  const row = 'index' in record ? await rowByHeader(section, record.index) : {};
  const isEdit = 'isEdit' in record && record.isEdit;
  const isAdd = 'isAdd' in record && record.isAdd;
  const pressed = await press(page, click);
  let outcome: Outcome | null = null;
  const check = async (where: string) => {
    for (const p of await integrityProblems(page)) problem(sweep, action, `${where}: ${p}`);
  };

  switch (pressed.outcome) {
    case 'error page':
      problem(sweep, action, `pressing it showed the error page "${await errorPageShown(page)}"`);
      break;
    case 'nothing':
      problem(
        sweep,
        action,
        'pressing it showed nothing the sweep knows (no dialog, page, window, download or message)',
      );
      break;
    case 'confirmation': {
      outcome = 'confirmation';
      const dialog = pressed.dialog as Locator;
      await check('its confirmation');
      await dialog.getByRole('button', { name: buttonName(CANCEL) }).click();
      await expectHidden(dialog, 5_000).catch(() => problem(sweep, action, 'the confirmation did not close on Cancel'));
      section = await listSection(page);
      const after = await rowsText(section);
      if (JSON.stringify(after) !== JSON.stringify(rowsBefore)) problem(sweep, action, 'cancelling changed the list');
      break;
    }
    case 'dialog': {
      const dialog = pressed.dialog as Locator;
      await untilSettled(dialog);
      await check('its dialog');
      const save = saveButtonOf(dialog, true);
      const hasForm = (await dialog.locator('form').count()) > 0;
      if (isEdit) {
        outcome = 'edit dialog';
        await expectRecordShown(sweep, action, dialog, row);
        if (!(await save.count())) problem(sweep, action, 'the edit dialog has no save button');
        else if (await saveUnchanged(sweep, action, save.first(), rowsBefore)) {
          await expectHidden(dialog, 5_000).catch(() => problem(sweep, action, 'the dialog stayed open after saving'));
          break;
        }
      } else if (isAdd && hasForm) {
        outcome = 'add dialog';
        const filled = await filledTextFields(dialog);
        if (filled.length) problem(sweep, action, `the new record's form is not empty: ${filled.join(', ')}`);
      } else outcome = 'dialog';
      await closeDialog(sweep, action, dialog);
      break;
    }
    case 'page': {
      const main = shownMain(page);
      await untilShown(page).catch(() => problem(sweep, action, `the page ${page.url()} did not finish loading`));
      await check(`the page ${pathOf(page)}`);
      if (isEdit) {
        outcome = 'edit page';
        await expectRecordShown(sweep, action, main, row);
        const save = saveButtonOf(main, false);
        const saveShown = await save
          .first()
          .waitFor({ state: 'visible', timeout: 10_000 })
          .then(
            () => true,
            () => false,
          );
        if (!saveShown) problem(sweep, action, `the editor ${pathOf(page)} has no save button`);
        else await saveUnchanged(sweep, action, save.first(), rowsBefore);
      } else if (isAdd) {
        outcome = 'page';
        const filled = await filledTextFields(main);
        if (filled.length) problem(sweep, action, `the new record's page is not empty: ${filled.join(', ')}`);
      } else outcome = 'page';
      break;
    }
    case 'new window': {
      outcome = 'new window';
      const popup = pressed.popup as Page;
      watchPage(popup);
      await popup.waitForLoadState('load').catch(() => undefined);
      await untilShown(popup).catch(() => undefined);
      await check('its window');
      for (const p of await integrityProblems(popup)) problem(sweep, action, `its window: ${p}`);
      for (const e of watchPage(popup).errors) problem(sweep, action, `its window: ${e}`);
      await popup.close();
      break;
    }
    case 'download':
      outcome = 'download';
      if (!pressed.downloadName) problem(sweep, action, 'the download has no file name');
      if (await errorShown(page).count()) problem(sweep, action, 'an error message came with the download');
      break;
    case 'done':
      outcome = 'done';
      break;
  }

  for (const e of newErrors(page, errorsFrom)) problem(sweep, action, e);
  if (outcome)
    sweep.result.actions.push({ screen: sweep.screen + (sweep.tab ? ` [${sweep.tab}]` : ''), action, outcome });
  if (await errorPageShown(page)) await recover(sweep);
  else await backToList(sweep);
}

/** Clicks a control found again on the list (a row re-renders); a disabled one is a problem, not a wait. */
async function clickControl(control: Control | undefined): Promise<void> {
  if (!control) throw new Error('the control is gone from the list');
  if (await control.locator.evaluate((el) => el.matches(':disabled, [aria-disabled="true"]')))
    throw new Error('the control is disabled now');
  await control.locator.click();
}

/** Waits until nothing in the scope is busy (its record loading). */
async function untilSettled(scope: Locator): Promise<void> {
  await expectHidden(scope.locator('[aria-busy="true"]'), 10_000).catch(() => undefined);
}

// ---------------------------------------------------------------- one list

/** Sweeps the list shown now (one screen, or one tab of it). */
async function sweepList(sweep: Sweep): Promise<boolean> {
  const { page } = sweep;
  const section = await listSection(page);
  const hasTable = (await section.getByRole('table').filter({ visible: true }).count()) > 0;
  const { toolbar, cards } = await sectionButtons(section);
  const hasPager = (await section.getByRole('navigation').filter({ visible: true }).count()) > 0;
  if (!hasTable && !hasPager) return false;

  // the toolbar: each button, with the first row selected when the button needs a selection
  for (let i = 0; i < toolbar.length; i++) {
    const key = (toolbar[i] as Control).key;
    // by its words: a selection may add buttons before it
    const find = async () => (await sectionButtons(await listSection(page))).toolbar.find((b) => b.key === key);
    let button = await find();
    let selected: Locator | null = null;
    if (button?.disabled) {
      // a button for the selected rows: select the first row that can be (a read message cannot)
      const boxes = dataRows(await listSection(page)).getByRole('checkbox');
      for (const box of await boxes.all()) {
        if (await box.isEnabled()) {
          await box.check();
          selected = box;
          break;
        }
      }
      // the toolbar takes the selection in on its next render
      if (selected)
        await expect
          .poll(async () => (await find())?.disabled, { timeout: 3_000 })
          .toBe(false)
          .catch(() => undefined);
      button = await find();
    }
    if (!button || button.disabled) {
      sweep.result.notPressable.push(`${sweep.screen} · ${key}: disabled${selected ? ' with a row selected' : ''}`);
    } else {
      await exercise(sweep, key, async () => clickControl(await find()), { isAdd: key === `toolbar: ${ADD}` });
    }
    if (selected && (await selected.isChecked().catch(() => false))) await selected.uncheck();
  }

  // rows: every distinct action of the first rows, pressed on the first row that has it
  if (hasTable) {
    const headers = await section
      .getByRole('table')
      .filter({ visible: true })
      .first()
      .evaluate((el) => [...el.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim()));
    const rowCount = Math.min(await dataRows(section).count(), FIRST_ROWS);
    if (!rowCount) problem(sweep, 'rows', 'the list has no rows to sweep');
    const keys: string[] = [];
    for (let r = 0; r < rowCount; r++) {
      for (const { key } of await rowControls(dataRows(section).nth(r), headers))
        if (!keys.includes(key)) keys.push(key);
    }
    /** The first of the first rows where the action can be pressed now (an action can depend on the row's state). */
    const rowWith = async (key: string): Promise<number> => {
      const rows = dataRows(await listSection(page));
      for (let r = 0; r < rowCount; r++) {
        if ((await rowControls(rows.nth(r), headers)).some((c) => c.key === key && !c.disabled)) return r;
      }
      return -1;
    };
    const locate = async (key: string, r: number) =>
      (await rowControls(dataRows(await listSection(page)).nth(r), headers)).find((c) => c.key === key);
    for (const key of keys) {
      const r = await rowWith(key);
      if (r < 0) {
        sweep.result.notPressable.push(`${sweep.screen} · row ${key}: disabled in the first ${rowCount} rows`);
        continue;
      }
      if (key.endsWith(`: ${MORE}`)) await sweepMoreMenu(sweep, key, r, () => locate(key, r));
      else
        await exercise(sweep, `row ${key}`, async () => clickControl(await locate(key, r)), {
          index: r,
          isEdit: key.endsWith(`: ${EDIT}`),
        });
    }
  }

  // cards: the first one opened
  if (!hasTable && cards.length) {
    await exercise(
      sweep,
      'first card',
      async () => clickControl((await sectionButtons(await listSection(page))).cards[0]),
      {
        isAdd: false,
      },
    );
  }

  return true;
}

/** Each item of a row's More menu, the menu opened again for each. */
async function sweepMoreMenu(
  sweep: Sweep,
  key: string,
  row: number,
  locate: () => Promise<Control | undefined>,
): Promise<void> {
  const { page } = sweep;
  const openMenu = async (): Promise<Locator> => {
    await clickControl(await locate());
    const menu = page.getByRole('menu').filter({ visible: true }).last();
    await menu.waitFor({ state: 'visible', timeout: 5_000 });
    return menu;
  };
  const menu = await openMenu();
  const items = (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await expectHidden(menu, 5_000).catch(() => undefined);
  if (!items.length) problem(sweep, key, 'the More menu is empty');
  for (const item of items) {
    const itemKey = `${key} › ${item}`;
    await exercise(
      sweep,
      `row ${itemKey}`,
      async () => {
        const open = await openMenu();
        await open.getByRole('menuitem', { name: item, exact: true }).click();
      },
      { index: row, isEdit: squeeze(item) === EDIT },
    );
  }
}

// ---------------------------------------------------------------- a role

/** Sweeps every list screen of the logged-in role's menu. */
export async function sweepRole(page: Page, account: string): Promise<SweepResult> {
  const result: SweepResult = { account, screens: [], withoutList: [], actions: [], notPressable: [], problems: [] };
  for (const path of await menuScreens(page)) {
    const sweep: Sweep = { page, result, screen: path, listPath: path, tab: null };
    const errorsFrom = watchPage(page).errors.length;
    await openInApp(page, path);
    await untilShown(page).catch(() => problem(sweep, 'opening', 'the page did not finish loading'));
    result.screens.push(path);
    for (const p of await integrityProblems(page)) problem(sweep, 'opening', p);
    for (const e of newErrors(page, errorsFrom)) problem(sweep, 'opening', e);
    const tabs = await shownMain(page)
      .getByRole('tablist')
      .filter({ visible: true })
      .first()
      .getByRole('tab')
      .allTextContents();
    let lists = 0;
    for (const tab of tabs.length ? tabs.map((t) => t.trim()) : [null]) {
      sweep.tab = tab;
      try {
        await backToList(sweep);
        if (await sweepList(sweep)) lists++;
      } catch (error) {
        problem(sweep, 'the list', `the sweep could not go through it: ${String(error).split('\n')[0]}`);
        await recover(sweep);
        lists++;
      }
    }
    sweep.tab = null;
    if (!lists) result.withoutList.push(path);
  }
  return result;
}

/** The lines the test prints for a role. */
export function summary(result: SweepResult, seconds: number): string {
  const byOutcome = new Map<string, number>();
  for (const a of result.actions) byOutcome.set(a.outcome, (byOutcome.get(a.outcome) ?? 0) + 1);
  const outcomes = [...byOutcome].map(([o, n]) => `${n} ${o}`).join(', ');
  return [
    `[sweep] ${result.account}: ${result.screens.length} menu screens (${result.screens.length - result.withoutList.length} lists), ` +
      `${result.actions.length} actions (${outcomes}) in ${seconds.toFixed(1)} s`,
    ...(result.withoutList.length
      ? [
          `[sweep] ${result.account}: without a list of records (no table, no pager; not swept): ${result.withoutList.join(', ')}`,
        ]
      : []),
    ...result.notPressable.map((n) => `[sweep] ${result.account}: not pressable: ${n}`),
  ].join('\n');
}

/**
 * Logs in as the account once (with the tab strip, so that the pages opened stay mounted and
 * hidden beside the shown one, as people use the console), sweeps every list screen of its menu
 * and prints what it covered.
 */
export async function sweepAccount(page: Page, account: string): Promise<SweepResult> {
  const started = Date.now();
  await withTagsView(page);
  await loginAs(page, account);
  const result = await sweepRole(page, account);
  console.log(summary(result, (Date.now() - started) / 1000));
  return result;
}
