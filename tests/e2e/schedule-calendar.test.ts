import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectHidden, expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession, shotsFolder } from './support/browser';
import type { Language } from './support/labels';
import { rowWith } from './system-helpers';

const WORDS = {
  zh: {
    class: '班级',
    course: '课程',
    date: '日期',
    start: '开始时间',
    end: '结束时间',
    place: '上课地点',
    until: '每周重复至',
    save: '保存',
    added: '新增成功',
    weekly: '每周，至',
    moved: '课程时间已修改',
    clash: '时间冲突：该教师已有课程',
    menu: '日历 (.ics)',
    export: '导出日历 (.ics)',
    subscribe: '订阅到手机日历…',
    make: '生成地址',
    address: '日历地址',
    reset: '生成新地址',
    feedTitle: '日历订阅',
  },
  en: {
    class: 'Class',
    course: 'Course',
    date: 'Date',
    start: 'Start time',
    end: 'End time',
    place: 'Place',
    until: 'Repeat weekly until',
    save: 'Save',
    added: 'Added',
    weekly: 'Weekly, until',
    moved: 'Lesson moved',
    clash: 'Time clash: the teacher already has a lesson',
    menu: 'Calendar (.ics)',
    export: 'Export calendar (.ics)',
    subscribe: 'Subscribe on your phone…',
    make: 'Make an address',
    address: 'Calendar address',
    reset: 'Make a new address',
    feedTitle: 'Calendar subscription',
  },
} as const;

/** Where the .ics menu's screenshots go (1366 and 390 px, both languages). */
const SHOTS = shotsFolder('schedule-calendar');

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A day of the current week, Monday being 0 (the seed plans lessons Monday to Friday). */
function weekDay(index: number): string {
  const d = new Date();
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + index);
  return dayText(d);
}
const utc = (day: string, time: string) =>
  new Date(`${day}T${time}:00`)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Picks the first choice of a select and returns its text. */
async function pickFirst(page: Page, label: string): Promise<string> {
  await page.getByLabel(label, { exact: true }).click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const text = (await option.getAttribute('title')) ?? (await option.innerText());
  await option.click();
  return text;
}

async function typeInto(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Tab');
}

const column = (page: Page, day: string) => page.locator(`td.fc-timegrid-col[data-date="${day}"]`);

/** Drags an event of the week view onto another day at the same height, like a mouse would. */
async function dragToDay(page: Page, event: Locator, day: string): Promise<void> {
  const from = await event.boundingBox();
  const to = await column(page, day).boundingBox();
  if (!from || !to) throw new Error('the event or the day is not on screen');
  const y = from.y + 8;
  await page.mouse.move(from.x + from.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, y + 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, y, { steps: 15 });
  await page.mouse.up();
}

describe('schedule: plan, list, calendar, drag, clash, .ics', () => {
  const session = useBrowserSession();

  it.each<Language>(['zh', 'en'])(
    '(%s) a teacher plans a weekly lesson, sees it in the list and the calendar, drags it to another day, is refused a clash (the lesson goes back) and exports the .ics',
    async (language) => {
      const words = WORDS[language];
      const { page } = session;
      const saturday = weekDay(5);
      const sunday = weekDay(6);
      const tuesday = weekDay(1);
      const place = language === 'zh' ? '科学教室 7' : 'Science room 7';
      await loginAs(page, 'teacher', undefined, { language });

      // plan it: Saturdays 10:00–10:45 for three weeks
      await page.goto('/user/schedule/edite_base/new');
      const className = await pickFirst(page, words.class);
      const course = await pickFirst(page, words.course);
      await typeInto(page, words.date, saturday);
      await typeInto(page, words.start, '10:00');
      await typeInto(page, words.end, '10:45');
      await page.getByLabel(words.place, { exact: true }).fill(place);
      await typeInto(page, words.until, weekDay(5 + 14));
      await checkpoint(page, `schedule-editor-${language}`);
      await page.getByRole('button', { name: buttonName(words.save) }).click();
      await expectVisible(page.getByText(words.added, { exact: true }));
      await page.waitForURL(/\/user\/schedule\/index/);

      // the list shows it, weekly
      await page.goto(`/user/schedule/index?dateRange=${saturday}&dateRange=${saturday}`);
      const row = rowWith(page, place);
      await expectVisible(row);
      await expect(row.textContent()).resolves.toContain(course);
      await expect(row.textContent()).resolves.toContain(className);
      await expect(row.textContent()).resolves.toContain(`${words.weekly} ${weekDay(5 + 14)}`);

      // the calendar shows it on Saturday; drag it to Sunday
      await page.goto('/user/schedule/fullCalendar');
      const onSaturday = column(page, saturday).locator('.fc-event').filter({ hasText: course });
      await expectVisible(onSaturday);
      await checkpoint(page, `schedule-calendar-${language}`);
      await dragToDay(page, onSaturday, sunday);
      await expectVisible(page.getByText(words.moved, { exact: true }));
      const onSunday = column(page, sunday).locator('.fc-event').filter({ hasText: course });
      await expectVisible(onSunday);
      await expect(onSaturday.count()).resolves.toBe(0);

      // Tuesday 10:00 already holds one of the teacher's lessons: refused, and it goes back
      const tuesdayBefore = await column(page, tuesday).locator('.fc-event').count();
      await dragToDay(page, onSunday, tuesday);
      await expectVisible(page.getByText(words.clash, { exact: false }));
      await expectVisible(onSunday);
      await expect(column(page, tuesday).locator('.fc-event').count()).resolves.toBe(tuesdayBefore);

      // export the week shown: the first entry of the .ics menu
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: buttonName(words.menu) }).click();
      await page.getByRole('menuitem', { name: words.export }).click();
      const file = await (await download).path();
      const ics = readFileSync(file, 'utf8');
      expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      const events = ics.split('BEGIN:VEVENT').slice(1);
      const moved = events.find((e) => e.includes(`DTSTART:${utc(sunday, '10:00')}`));
      expect(moved).toBeDefined();
      expect(moved).toContain(`DTEND:${utc(sunday, '10:45')}`);
      expect(moved?.replace(/\r\n /g, '')).toContain(`LOCATION:${place}`);
      expect(moved?.replace(/\r\n /g, '')).toContain(`SUMMARY:${course.replace(/,/g, '\\,')}`);
      expect(moved).toMatch(/UID:schedule-\d+@course-system/);
      expect(moved).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);

      // subscribe: the menu's second entry makes the secret address, which a calendar fetches
      // without a session and finds the moved lesson in, at the school's wall-clock time
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
        await page.getByRole('button', { name: buttonName(words.menu) }).click();
        await expectVisible(page.getByRole('menuitem', { name: words.subscribe }));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `${SHOTS}/ics-menu-${width}-${language}.png` });
        await page.getByRole('menuitem', { name: words.subscribe }).click();
        // a teacher who has an address makes a new one, which asks first
        const dialog = page.getByRole('dialog').filter({ hasText: words.feedTitle });
        await expectVisible(dialog.getByRole('button', { name: new RegExp(`${words.make}|${words.reset}`) }));
        const again = (await dialog.getByRole('button', { name: new RegExp(words.reset) }).count()) > 0;
        await dialog.getByRole('button', { name: new RegExp(again ? words.reset : words.make) }).click();
        if (again) await page.getByRole('button', { name: buttonName(language === 'zh' ? '确定' : 'OK') }).click();
        const address = dialog.getByLabel(words.address);
        await expectVisible(address);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `${SHOTS}/ics-feed-${width}-${language}.png` });
        const feed = await page.context().request.fetch((await address.innerText()).trim(), { headers: {} });
        expect(feed.status()).toBe(200);
        const text = (await feed.text()).replace(/\r\n /g, '');
        expect(text).toContain(`DTSTART;TZID=Asia/Shanghai:${sunday.replace(/-/g, '')}T100000`);
        expect(text).toContain(`LOCATION:${place}`);
        await page.keyboard.press('Escape');
        await expectHidden(dialog);
      }
      expectNoConsoleErrors(page);
    },
  );
});
