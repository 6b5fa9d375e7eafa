// A class of 3,000 students (the stress data, stress-counts.mjs):
// main-thread time of opening its detail from the class list until its first students show (its
// first render), and on until its score chart is drawn too (the chart comes in a pass of its own
// after the students; reported, not budgeted: it is the same whatever the class's size), and of
// filtering, paging and scrolling its students there; the time
// to read and check a 3,000-row roster file in the import dialog; and whether the chart library
// stays out of the class list's chunks.
import { INTERACTION_BUDGET_MS } from './course-list.mjs';
import { listChunkCheck } from './list-chunk.mjs';
import { frames, measure, measureRowsChange } from './main-thread.mjs';
import { logIn, openColdPage, settledAfter, taskSeconds } from './measure.mjs';
import { STRESS, STRESS_CLASS_NAME } from './stress-counts.mjs';

export const ROSTER_STUDENTS = STRESS.students;
/** Reading and checking a roster of ROSTER_STUDENTS rows may take this long at 1× CPU. */
export const PARSE_BUDGET_MS = 1000;
export { INTERACTION_BUDGET_MS };

const CLASS_LIST = 'src/features/class/ClassPage.tsx';
const CHARTS = { 'chart library': /node_modules\/(recharts|d3-[a-z-]+|victory-vendor)\// };

/** The class detail's student rows (the detail is a drawer). */
const STUDENT_ROWS = '.ant-drawer .ant-table-tbody tr.ant-table-row';

/** A roster file of `count` new students (numbers the seed never uses), as CSV. */
function rosterCsv(count) {
  const lines = ['学号,姓名,英文姓名,性别'];
  for (let i = 1; i <= count; i++)
    lines.push(`B${String(i).padStart(6, '0')},学生${i},Student ${i},${i % 2 ? '男' : '女'}`);
  return Buffer.from(lines.join('\n'), 'utf8');
}

/**
 * Logs in as admin on a server holding the stress class, times opening its detail, then
 * filtering, paging and scrolling its students, then reading a 3,000-row roster.
 */
export async function measureClassRoster(browser, baseURL, { cpuRate = 1 } = {}) {
  const { context, page, cdp, errors } = await openColdPage(browser, baseURL, 1);
  try {
    await logIn(page);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: STRESS_CLASS_NAME, exact: true }) });
    await settledAfter(page, async () => {
      await page.goto(`/admin/class/index?className=${encodeURIComponent(STRESS_CLASS_NAME)}`);
      await row.waitFor({ timeout: 60_000 });
    });
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const drawer = page.getByRole('dialog', { name: STRESS_CLASS_NAME });
    const students = drawer.getByRole('region', { name: '学生与成绩' });
    // first render of the class's detail: from the click on its name until its students show
    const detailFirstRenderMs = await measure(
      page,
      cdp,
      row.getByRole('button', { name: STRESS_CLASS_NAME, exact: true }),
      // a plain query each frame: the test tool's role queries would be counted as the page's work
      () =>
        page.waitForFunction(
          (rows) => [...document.querySelectorAll(rows)].some((row) => row.getClientRects().length > 0),
          STUDENT_ROWS,
          { timeout: 60_000 },
        ),
    );
    const openedAt = await taskSeconds(cdp);
    await drawer.locator('.recharts-bar-rectangle').first().waitFor({ timeout: 60_000 });
    await frames(page);
    const detailWithChartMs = detailFirstRenderMs + ((await taskSeconds(cdp)) - openedAt) * 1000;
    const total = await students.getByText(/共 \d+ 条/).textContent();

    await students.getByRole('textbox').fill('学生');
    await students.getByRole('textbox').fill('99');
    const click = (target) => measureRowsChange(page, cdp, target, STUDENT_ROWS);
    const filterMs = await click(students.getByRole('button', { name: /搜\s*索/ }));
    const resetMs = await click(students.getByRole('button', { name: /重\s*置/ }));
    const pageMs = await click(students.getByRole('button', { name: '第 5 页', exact: true }));
    const body = drawer.locator('.ant-drawer-body');
    await body.hover();
    const scrollMs = await measure(
      page,
      cdp,
      () => page.mouse.wheel(0, 1500),
      () => frames(page),
    );
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: /更多/ }).click();
    await page.getByRole('menuitem', { name: '导入学生名单' }).click();
    const dialog = page.getByRole('dialog', { name: `导入${STRESS_CLASS_NAME}学生名单` });
    const choose = dialog.getByRole('button', { name: /选择文件/ });
    await page.waitForFunction((el) => el && !el.disabled, await choose.elementHandle(), { timeout: 60_000 });
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const file = { name: 'roster.csv', mimeType: 'text/csv', buffer: rosterCsv(ROSTER_STUDENTS) };
    const started = Date.now();
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByText(`共读取 ${ROSTER_STUDENTS} 行`, { exact: false }).waitFor({ timeout: 60_000 });
    const parseMs = Date.now() - started;
    return { total, detailFirstRenderMs, detailWithChartMs, filterMs, resetMs, pageMs, scrollMs, parseMs, errors };
  } finally {
    await context.close();
  }
}

/** The class list's chunks and the chart library modules found in them (none when all is well). */
export const classListChunkCheck = () => listChunkCheck(CLASS_LIST, CHARTS);

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chunks, found } = await classListChunkCheck();
  const leaks = Object.entries(found).filter(([, modules]) => modules.length);
  console.log(
    leaks.length
      ? `class list chunks carry: ${leaks.map(([what, modules]) => `${what} (${modules[0]})`).join(', ')}`
      : `class list chunks (${chunks.length}) hold no chart library`,
  );
  if (leaks.length) process.exitCode = 1;
}
