import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq, inArray } from 'drizzle-orm';
import { useTabsStore } from '@/stores/tabs';
import { classes, courses, menus, roleMenus } from '../../../server/db/schema';
import { addDays, mondayOf } from '../../../server/lib/day';
import { clock } from '../../server/helpers/harness';
import { classesOf, coursesOf, scheduleRow, scheduleRows, userId } from '../../server/helpers/rows/schedule-data';
import { locationOf, renderApp } from '../helpers/app';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { openDialogs, topDialog as dialog } from '../system/helpers/dialogs';

runOnRealServer();
afterEach(resetFeedback);
beforeEach(() => {
  sessionStorage.clear();
  useTabsStore.getState().keep([]);
});

const SLOW = { timeout: 60_000 };
// The demo teacher's planned lessons and what they name, as the server holds them.
const mine = async () => scheduleRows(await userId('teacher'));
const classOf = async (id: number) => (await serverDb().select().from(classes).where(eq(classes.classId, id)))[0];
const courseOf = async (id: number) => (await serverDb().select().from(courses).where(eq(courses.courseId, id)))[0];
/** The Monday of this week by the server's clock. */
const thisMonday = () => mondayOf(clock.now());

async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click((await screen.findAllByTitle(option)).at(-1)!);
}

describe('schedule list', SLOW, () => {
  it('shows the teacher’s lessons with their weekly series, filtered by class in the address', async () => {
    const user = userEvent.setup();
    await loggedInAs('teacher');
    const router = renderApp('/user/schedule/index?pageSize=50');
    const planned = await mine();
    const series = planned.filter((s) => s.seriesId !== null);
    const last = series
      .map((s) => s.date)
      .sort()
      .at(-1)!;
    const tags = await screen.findAllByText(`每周，至 ${last}`, {}, { timeout: 15_000 });
    expect(tags).toHaveLength(series.length);
    const table = tags[0].closest('table')!;
    const other = planned.find((s) => s.classId !== series[0].classId)!;
    const { className } = await classOf(other.classId);
    await user.click(screen.getByRole('combobox', { name: '班级' }));
    await user.click((await screen.findAllByTitle(className)).at(-1)!);
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(locationOf(router)).toContain(`classId=${other.classId}`));
    const count = planned.filter((s) => s.classId === other.classId).length;
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(count + 1));
  });

  it('deletes an occurrence of a series and the following ones when asked to', async () => {
    const user = userEvent.setup();
    await loggedInAs('teacher');
    const series = (await mine()).filter((s) => s.seriesId !== null).sort((a, b) => a.date.localeCompare(b.date));
    const from = series[series.length - 3];
    renderApp(`/user/schedule/index?dateRange=${from.date}&dateRange=${from.date}`);
    const tag = await screen.findByText(/^每周，至/, {}, { timeout: 15_000 });
    await user.click(within(tag.closest('tr')!).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(dialog().getByText(/这是每周重复课程中的一次/)).toBeInTheDocument();
    await user.click(dialog().getByRole('radio', { name: '这一次及以后的每周课程' }));
    await user.click(dialog().getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    const left = (await scheduleRows()).filter((s) => s.seriesId === from.seriesId);
    expect(left.map((s) => s.date)).toEqual(series.slice(0, -3).map((s) => s.date));
  });
});

describe('schedule list without the Add and Delete buttons of the role editor', SLOW, () => {
  const TEACHER_ROLE = 4;
  let taken: number[] = [];
  afterEach(async () => {
    if (taken.length)
      await serverDb()
        .insert(roleMenus)
        .values(taken.map((menuId) => ({ roleId: TEACHER_ROLE, menuId })));
    taken = [];
  });

  it('offers changing a lesson but neither planning nor deleting one', async () => {
    const buttons = await serverDb()
      .select({ menuId: menus.menuId })
      .from(menus)
      .where(inArray(menus.perms, ['user:schedule:add', 'user:schedule:remove']));
    taken = buttons.map((b) => b.menuId);
    expect(taken).toHaveLength(2);
    await serverDb()
      .delete(roleMenus)
      .where(and(eq(roleMenus.roleId, TEACHER_ROLE), inArray(roleMenus.menuId, taken)));
    await loggedInAs('teacher');
    renderApp('/user/schedule/index');
    const table = (await screen.findAllByText(/^每周，至/, {}, { timeout: 15_000 }))[0].closest('table')!;
    expect(within(table).getAllByRole('button', { name: /修\s?改/ }).length).toBeGreaterThan(0);
    expect(within(table).queryAllByRole('button', { name: /删\s?除/ })).toEqual([]);
    expect(screen.queryByRole('button', { name: /新\s?增/ })).toBeNull();
  });
});

describe('schedule editor', SLOW, () => {
  it('takes the slot chosen in the calendar, asks for what is missing and checks the end is after the start', async () => {
    const user = userEvent.setup();
    await loggedInAs('teacher');
    const day = addDays(thisMonday(), 5);
    renderApp(`/user/schedule/edite_base/new?date=${day}&start=15:00&end=14:00`);
    const date = await screen.findByRole('textbox', { name: '日期' }, { timeout: 15_000 });
    await waitFor(() => expect(date).toHaveValue(day));
    expect(screen.getByRole('textbox', { name: '开始时间' })).toHaveValue('15:00');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('班级不能为空')).toBeInTheDocument();
    expect(await screen.findByText('课程不能为空')).toBeInTheDocument();
    expect(screen.getByText('结束时间必须晚于开始时间')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a clash, naming the lesson in the way, and keeps the form', async () => {
    const user = userEvent.setup();
    await loggedInAs('teacher');
    const taken = (await mine()).find((s) => s.seriesId === null)!;
    renderApp(`/user/schedule/edite_base/new?date=${taken.date}&start=${taken.startTime}&end=${taken.endTime}`);
    await screen.findByRole('textbox', { name: '日期' }, { timeout: 15_000 });
    const classId = [...(await classesOf('teacher'))][0];
    const courseId = [...(await coursesOf('teacher'))][0];
    await choose(user, '班级', (await classOf(classId)).className);
    await choose(user, '课程', (await courseOf(courseId)).title);
    // the choices have loaded: a teacher plans their own lessons, no teacher to choose
    expect(screen.queryByRole('combobox', { name: '教师' })).toBeNull();
    const before = (await scheduleRows()).length;
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    const what = `${(await classOf(taken.classId)).className} · ${(await courseOf(taken.courseId)).title} · ${taken.date} ${taken.startTime}-${taken.endTime}`;
    expect(await screen.findByText(`时间冲突：该教师已有课程 ${what}`)).toBeInTheDocument();
    expect(await scheduleRows()).toHaveLength(before);
    expect(screen.getByRole('textbox', { name: '日期' })).toHaveValue(taken.date);
  });

  it('changes this and the following occurrences of a series when asked to', async () => {
    const user = userEvent.setup();
    await loggedInAs('teacher');
    const series = (await mine()).filter((s) => s.seriesId !== null).sort((a, b) => a.date.localeCompare(b.date));
    const from = series[series.length - 2];
    renderApp(`/user/schedule/edite_base/${from.scheduleId}`);
    const place = await screen.findByRole('textbox', { name: '上课地点' }, { timeout: 15_000 });
    await waitFor(() => expect(place).toHaveValue(from.place));
    expect(screen.getByRole('status')).toHaveTextContent('已保存');
    await user.clear(place);
    await user.type(place, '新实验室');
    // typed work counts as unsaved (the tab strip and leaving ask before it goes)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('未保存'));
    await user.click(screen.getByRole('radio', { name: '这一次及以后的每周课程' }));
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const places = await Promise.all(series.map(async (s) => (await scheduleRow(s.scheduleId)).place));
    expect(places.slice(-2)).toEqual(['新实验室', '新实验室']);
    expect(places.slice(0, -2).includes('新实验室')).toBe(false);
  });
});

describe('schedule editor for an administrator', SLOW, () => {
  it('asks which teacher the lesson is for (a teacher is never asked)', async () => {
    const user = userEvent.setup();
    await loggedInAs('admin');
    renderApp('/user/schedule/edite_base/new');
    const teacher = await screen.findByRole('combobox', { name: '教师' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('教师不能为空')).toBeInTheDocument();
    expect(teacher).toBeInTheDocument();
  });
});

describe('schedule calendar', SLOW, () => {
  it('shows this week’s lessons and exports them as an .ics file', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:schedule';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await loggedInAs('teacher');
    renderApp('/user/schedule/fullCalendar');
    const monday = thisMonday();
    const week = (await mine()).filter((s) => s.date >= monday && s.date <= addDays(monday, 6));
    const first = week[0];
    const title = `${(await courseOf(first.courseId)).title} · ${(await classOf(first.classId)).className}`;
    // a lesson reads its time, then its title (two lines of one element)
    const lesson = `${first.startTime} - ${first.endTime} ${title}`;
    expect((await screen.findAllByText(lesson, {}, { timeout: 15_000 })).length).toBeGreaterThan(0);
    // the export is the first entry of the calendar's .ics menu
    await user.click(screen.getByRole('button', { name: /日历 \(\.ics\)/ }));
    const exportEntry = await screen.findByRole('menuitem', { name: /导出日历/ });
    await waitFor(() => expect(exportEntry).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(exportEntry);
    await waitFor(() => expect(saved).toHaveLength(1));
    const text = await saved[0].text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.split('BEGIN:VEVENT')).toHaveLength(week.length + 1);
    expect(saved[0].type).toBe('text/calendar;charset=utf-8');
    vi.restoreAllMocks();
  });
});
