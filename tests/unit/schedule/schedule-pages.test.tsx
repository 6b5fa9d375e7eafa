import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mock/db';
import { addDays, mondayOf } from '@mock/lib/day';
import { teacherClassIds, teacherCourseIds } from '@mock/db/teacher-scope';
import { useTabsStore } from '@/stores/tabs';
import { locationOf, renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { openDialogs, topDialog as dialog } from '../system/helpers/dialogs';

afterEach(resetFeedback);
beforeEach(() => {
  sessionStorage.clear();
  useTabsStore.getState().keep([]);
});

const SLOW = { timeout: 60_000 };
const teacherId = () => db().users.find((u) => u.userName === 'teacher')!.userId;
const mine = () => db().schedules.filter((s) => s.teacherUserId === teacherId());
const classOf = (id: number) => db().classes.find((c) => c.classId === id)!;
const courseOf = (id: number) => db().courses.find((c) => c.courseId === id)!;

async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click((await screen.findAllByTitle(option)).at(-1)!);
}

describe('schedule list', SLOW, () => {
  it('shows the teacher’s lessons with their weekly series, filtered by class in the address', async () => {
    const user = userEvent.setup();
    await loggedInAs('teacher');
    const router = renderApp('/user/schedule/index?pageSize=50');
    const series = mine().filter((s) => s.seriesId !== null);
    const last = series
      .map((s) => s.date)
      .sort()
      .at(-1)!;
    const tags = await screen.findAllByText(`每周，至 ${last}`, {}, { timeout: 15_000 });
    expect(tags).toHaveLength(series.length);
    const table = tags[0].closest('table')!;
    const other = mine().find((s) => s.classId !== series[0].classId)!;
    const className = classOf(other.classId).className;
    await user.click(screen.getByRole('combobox', { name: '班级' }));
    await user.click((await screen.findAllByTitle(className)).at(-1)!);
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(locationOf(router)).toContain(`classId=${other.classId}`));
    const count = mine().filter((s) => s.classId === other.classId).length;
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(count + 1));
  });

  it('deletes an occurrence of a series and the following ones when asked to', async () => {
    const user = userEvent.setup();
    await loggedInAs('teacher');
    const series = mine()
      .filter((s) => s.seriesId !== null)
      .sort((a, b) => a.date.localeCompare(b.date));
    const from = series[series.length - 3];
    renderApp(`/user/schedule/index?dateRange=${from.date}&dateRange=${from.date}`);
    const tag = await screen.findByText(/^每周，至/, {}, { timeout: 15_000 });
    await user.click(within(tag.closest('tr')!).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(dialog().getByText(/这是每周重复课程中的一次/)).toBeInTheDocument();
    await user.click(dialog().getByRole('radio', { name: '这一次及以后的每周课程' }));
    await user.click(dialog().getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    const left = db().schedules.filter((s) => s.seriesId === from.seriesId);
    expect(left.map((s) => s.date)).toEqual(series.slice(0, -3).map((s) => s.date));
  });
});

describe('schedule editor', SLOW, () => {
  it('takes the slot chosen in the calendar, asks for what is missing and checks the end is after the start', async () => {
    const user = userEvent.setup();
    await loggedInAs('teacher');
    const day = addDays(mondayOf(), 5);
    renderApp(`/user/schedule/edite_base/new?date=${day}&start=15:00&end=14:00`);
    const date = await screen.findByRole('textbox', { name: '日期' }, { timeout: 15_000 });
    await waitFor(() => expect(date).toHaveValue(day));
    expect(screen.getByRole('textbox', { name: '开始时间' })).toHaveValue('15:00');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('班级不能为空')).toBeInTheDocument();
    expect(screen.getByText('课程不能为空')).toBeInTheDocument();
    expect(screen.getByText('结束时间必须晚于开始时间')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a clash, naming the lesson in the way, and keeps the form', async () => {
    const user = userEvent.setup();
    await loggedInAs('teacher');
    const taken = mine().find((s) => s.seriesId === null)!;
    renderApp(`/user/schedule/edite_base/new?date=${taken.date}&start=${taken.startTime}&end=${taken.endTime}`);
    await screen.findByRole('textbox', { name: '日期' }, { timeout: 15_000 });
    const classId = [...teacherClassIds(teacherId())][0];
    const courseId = [...teacherCourseIds(teacherId())][0];
    await choose(user, '班级', classOf(classId).className);
    await choose(user, '课程', courseOf(courseId).title);
    // the choices have loaded: a teacher plans their own lessons, no teacher to choose
    expect(screen.queryByRole('combobox', { name: '教师' })).toBeNull();
    const before = db().schedules.length;
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    const what = `${classOf(taken.classId).className} · ${courseOf(taken.courseId).title} · ${taken.date} ${taken.startTime}-${taken.endTime}`;
    expect(await screen.findByText(`时间冲突：该教师已有课程 ${what}`)).toBeInTheDocument();
    expect(db().schedules).toHaveLength(before);
    expect(screen.getByRole('textbox', { name: '日期' })).toHaveValue(taken.date);
  });

  it('changes this and the following occurrences of a series when asked to', async () => {
    const user = userEvent.setup();
    await loggedInAs('teacher');
    const series = mine()
      .filter((s) => s.seriesId !== null)
      .sort((a, b) => a.date.localeCompare(b.date));
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
    const places = series.map((s) => db().schedules.find((x) => x.scheduleId === s.scheduleId)!.place);
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
    const monday = mondayOf();
    const week = mine().filter((s) => s.date >= monday && s.date <= addDays(monday, 6));
    const first = week[0];
    const title = `${courseOf(first.courseId).title} · ${classOf(first.classId).className}`;
    // a lesson reads its time, then its title (two lines of one element)
    const lesson = `${first.startTime} - ${first.endTime} ${title}`;
    expect((await screen.findAllByText(lesson, {}, { timeout: 15_000 })).length).toBeGreaterThan(0);
    const exportButton = screen.getByRole('button', { name: /导出日历/ });
    await waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);
    await waitFor(() => expect(saved).toHaveLength(1));
    const text = await saved[0].text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.split('BEGIN:VEVENT')).toHaveLength(week.length + 1);
    expect(saved[0].type).toBe('text/calendar;charset=utf-8');
    vi.restoreAllMocks();
  });
});
