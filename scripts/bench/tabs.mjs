// The tab strip on the real server (tagsView on, zh). Two figures:
//   switch: a kept-alive tab shown again: from the click on its tab in the strip until the frame in
//     which a table row of that page, marked while it was on screen, is visible again;
//   memory: the JS heap after a garbage collection, with only the home tab open, before and after
//     opening and closing 100 tabs (half by their close button, the rest by the home tab's
//     "close others"), in all and without the engine's compiled code (compiled-code.mjs); and
//     the heap with 1 cached page against 12 (MAX_CACHED_PAGES), i.e. what one kept-alive page
//     costs.
import { compiledCodeBytes } from './compiled-code.mjs';
import { frames } from './main-thread.mjs';
import { logIn, openColdPage } from './measure.mjs';
import { fulfillNoRows } from './no-rows.mjs';

/** A kept-alive tab is on screen again within this many ms of the click (1× CPU). */
export const TAB_SWITCH_BUDGET_MS = 50;
/** After opening and closing 100 tabs the heap may have grown this much (%). */
export const TAB_HEAP_GROWTH_BUDGET_PCT = 10;
export const TABS_OPENED = 100;
/** Mirrors MAX_CACHED_PAGES in src/stores/tabs.ts. */
export const CACHED_PAGES = 12;

/** Three list screens switched between. */
const SWITCH_PAGES = [
  { path: '/system/user/index', title: '用户管理' },
  { path: '/system/role/index', title: '角色管理' },
  { path: '/admin/course/index', title: '课程管理' },
];
const SWITCHES = 6;

/** Admin screens opened as tabs for the memory figures (no title is part of another). */
const MEMORY_PAGES = [
  ...SWITCH_PAGES,
  { path: '/admin/school/index', title: '学校列表' },
  { path: '/admin/class/index', title: '班级管理' },
  { path: '/admin/people/index', title: '人员管理' },
  { path: '/admin/activity/index', title: '活动管理' },
  { path: '/system/dict/index', title: '字典管理' },
  { path: '/system/config/index', title: '参数设置' },
  { path: '/admin/subject/index', title: '科目' },
  { path: '/admin/content/index', title: '内容管理' },
  { path: '/admin/message/index', title: '课件留言' },
  { path: '/admin/registration/index', title: '报名管理' },
  { path: '/admin/approval/index', title: '审批管理' },
];
const HOME = '首页';

const strip = (page) => page.getByRole('tablist', { name: '已打开的页面' });
const tab = (page, title) => strip(page).getByRole('tab', { name: title });

/** A cold page with the tab strip on, logged in as admin. */
async function start(browser, baseURL) {
  const opened = await openColdPage(browser, baseURL, 1);
  await opened.page.addInitScript(() => {
    const saved = JSON.parse(localStorage.getItem('layout-setting') ?? '{}');
    if (saved.tagsView !== true) localStorage.setItem('layout-setting', JSON.stringify({ ...saved, tagsView: true }));
  });
  await logIn(opened.page);
  await tab(opened.page, HOME).waitFor();
  return opened;
}

/**
 * Opens a screen through the app's router (as a menu click does) and waits for its tab and for
 * its content: a table row, an empty table or a form, and no spinner.
 */
async function openTab(page, { path, title }) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await tab(page, title).and(page.locator('[aria-selected="true"]')).waitFor();
  await page.waitForFunction(
    () => {
      const shown = (el) => el.getClientRects().length > 0;
      const main = document.querySelector('main');
      if (!main || [...main.querySelectorAll('.ant-spin-spinning')].some(shown)) return false;
      return [...main.querySelectorAll('.ant-table-tbody tr, .ant-empty, form')].some(shown);
    },
    null,
    { timeout: 60_000 },
  );
  await frames(page);
}

/** Closes a tab with its close mark, as a mouse does (hidden from assistive technology: found by its tooltip). */
async function closeTab(page, title) {
  await tab(page, title).getByTitle(`关闭 ${title}`, { exact: true }).click();
  await tab(page, title).waitFor({ state: 'detached' });
}

/** Closes every tab but the home tab through its context menu. */
async function closeOthers(page) {
  await tab(page, HOME).click({ button: 'right' });
  await page
    .getByRole('menu', { name: `${HOME} 的操作` })
    .getByRole('menuitem', { name: '关闭其他', exact: true })
    .click();
  await page.waitForFunction(() => document.querySelectorAll('[role="tablist"] [role="tab"]').length === 1);
  await frames(page);
}

/** JS heap in use after two garbage collections, and the DOM node count. */
async function heap(page, cdp) {
  await frames(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => metrics.find((m) => m.name === name)?.value ?? null;
  return { bytes: value('JSHeapUsedSize'), nodes: value('Nodes') };
}

/** A table's rows; an empty table's "no data" row (floor.mjs). */
const ROWS = 'main .ant-table-tbody tr.ant-table-row';
const NO_DATA_ROW = 'main .ant-table-tbody tr.ant-table-placeholder';

/** Marks the first visible `rows` row of the page on screen, to find it again after a switch. */
const markRow = (page, title, rows = ROWS) =>
  page.evaluate(
    ([mark, selector]) => {
      const row = [...document.querySelectorAll(selector)].find((el) => el.getClientRects().length > 0);
      if (!row) throw new Error(`no table row on ${mark}`);
      row.dataset.benchTab = mark;
    },
    [title, rows],
  );

/** Every list call of the page is answered by the browser with no rows. */
const answerNoRows = (page) =>
  page.route(
    (url) => url.pathname.endsWith('/list'),
    (route) => fulfillNoRows(route),
  );

/** In the page: times the next click until the row marked `mark` is visible, once per frame. */
function watchSwitch(mark) {
  const marks = { clicked: null, shown: null };
  window.__tabBench = marks;
  const frame = () => {
    const row = document.querySelector(`[data-bench-tab="${mark}"]`);
    if (row && row.getClientRects().length > 0) marks.shown = performance.now();
    else requestAnimationFrame(frame);
  };
  document.addEventListener(
    'click',
    () => {
      marks.clicked = performance.now();
      requestAnimationFrame(frame);
    },
    { capture: true, once: true },
  );
}

/**
 * Opens three list screens as tabs, then clicks back and forth between them in the strip: the
 * median of SWITCHES times from the click until the page's row is visible again; `empty`
 * (floor.mjs): the same with every list answering no rows, until its "no data" row is visible.
 */
export async function measureTabSwitch(browser, baseURL, { cpuRate = 1, empty = false } = {}) {
  const { context, page, cdp, errors } = await start(browser, baseURL);
  try {
    if (empty) await answerNoRows(page);
    for (const target of SWITCH_PAGES) {
      await openTab(page, target);
      await markRow(page, target.title, empty ? NO_DATA_ROW : ROWS);
    }
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const times = [];
    for (let i = 0; i < SWITCHES; i++) {
      const target = SWITCH_PAGES[i % SWITCH_PAGES.length];
      await page.evaluate(watchSwitch, target.title);
      await tab(page, target.title).click();
      await page.waitForFunction(() => window.__tabBench.shown !== null, null, { timeout: 30_000 });
      const marks = await page.evaluate(() => window.__tabBench);
      times.push(marks.shown - marks.clicked);
      // let whatever the page does on being shown again settle before the next switch
      await frames(page);
      await page.waitForTimeout(300);
    }
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const sorted = [...times].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    const switchMs = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    return { switchMs, switchTimes: times, errors };
  } finally {
    await context.close();
  }
}

/**
 * The heap with only the home tab open, before and after opening and closing TABS_OPENED tabs,
 * and with CACHED_PAGES pages kept alive (home and 11 screens) against the home page alone.
 */
export async function measureTabMemory(browser, baseURL) {
  const { context, page, cdp, errors } = await start(browser, baseURL);
  try {
    /** Opens these screens, closes the first half by their close buttons, the rest by menu. */
    const round = async (batch) => {
      for (const target of batch) await openTab(page, target);
      for (const target of batch.slice(0, Math.ceil(batch.length / 2))) await closeTab(page, target.title);
      await closeOthers(page);
    };
    // First round: every screen once, so that its chunk and its data are loaded before the
    // baseline (what remains of them is not the tabs' doing).
    await round(MEMORY_PAGES);
    const before = await heap(page, cdp);
    const codeBefore = await compiledCodeBytes(cdp);

    let opened = 0;
    const heapByRound = [];
    while (opened < TABS_OPENED) {
      const batch = MEMORY_PAGES.slice(0, Math.min(MEMORY_PAGES.length, TABS_OPENED - opened));
      await round(batch);
      opened += batch.length;
      heapByRound.push((await heap(page, cdp)).bytes);
    }
    const after = await heap(page, cdp);
    const codeAfter = await compiledCodeBytes(cdp);

    // home alone (1 cached page) against home and 11 screens (12 tabs, 12 cached pages); then
    // the other screens, which the cache limit keeps from staying alive (15 tabs, 12 pages)
    const byOpenTabs = [after];
    for (const target of MEMORY_PAGES) {
      await openTab(page, target);
      byOpenTabs.push(await heap(page, cdp));
    }
    const full = byOpenTabs[CACHED_PAGES - 1];
    const over = byOpenTabs.at(-1);

    return {
      heapBeforeBytes: before.bytes,
      heapAfterBytes: after.bytes,
      heapGrowthPct: ((after.bytes - before.bytes) / before.bytes) * 100,
      codeBeforeBytes: codeBefore,
      codeAfterBytes: codeAfter,
      heapGrowthWithoutCodePct: ((after.bytes - before.bytes - (codeAfter - codeBefore)) / before.bytes) * 100,
      nodesBefore: before.nodes,
      nodesAfter: after.nodes,
      tabsOpened: opened,
      heapCachedFullBytes: full.bytes,
      heapCachedOverBytes: over.bytes,
      heapByRound,
      heapByOpenTabs: byOpenTabs.map((h) => h.bytes),
      tabsOpenOver: MEMORY_PAGES.length + 1,
      heapPerCachedPageBytes: (full.bytes - after.bytes) / (CACHED_PAGES - 1),
      nodesPerCachedPage: (full.nodes - after.nodes) / (CACHED_PAGES - 1),
      errors,
    };
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // node scripts/bench/tabs.mjs: measures on the existing dist, served by the real server with the stress data
  const { onRealServer } = await import('./real-server.mjs');
  await onRealServer(async (browser, url) => {
    console.log(JSON.stringify(await measureTabSwitch(browser, url)));
    console.log(JSON.stringify(await measureTabMemory(browser, url)));
  });
}
