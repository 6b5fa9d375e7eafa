import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { courseFiles, courses, courseSchools, lessons, messages, schools, users } from '../../../server/db/schema';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { openDialogs, topDialog as dialog } from '../system/helpers/dialogs';

runOnRealServer();
afterEach(resetFeedback);

/** Every message as the server holds it, in the order they were sent (the seed's are few). */
const allMessages = () => serverDb().select().from(messages).orderBy(asc(messages.messageId));
const messageById = async (messageId: number) =>
  (await serverDb().select().from(messages).where(eq(messages.messageId, messageId)))[0];
const userIdOf = async (userName: string) =>
  (await serverDb().select({ userId: users.userId }).from(users).where(eq(users.userName, userName)))[0].userId;
/** A course's lessons in their order. */
const lessonsOf = (courseId: number) =>
  serverDb().select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.sort));

// Whole-app flows on a shared, loaded machine: more time than a single widget test needs.
const SLOW = { timeout: 60_000 };

const OK = /确\s?定/;
const SCHOOL_ONE = '北京市海淀区实验小学';

async function openMessages(username = 'admin') {
  await loggedInAs(username);
  renderApp('/admin/message/index');
  // the first screen of a file loads its lazy chunks cold
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10_000 });
  return table;
}

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
// Text queries rather than role queries across the whole app: jsdom computes styles for every
// candidate of a role query, which takes minutes on a page this size.
const rowOf = (table: HTMLElement, title: string) => within(table).getByText(title).closest('tr') as HTMLElement;
const buttonWithText = async (text: string) => (await screen.findByText(text)).closest('button') as HTMLElement;
const unreadCount = async () => (await allMessages()).filter((m) => m.readFlag === '0').length;
/** Picks a select's choice: type part of it, then click it in the open list (not a table cell's title). */
async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, label: string) {
  await user.click(combobox);
  await user.keyboard(label.slice(0, 20));
  const option = await waitFor(
    () => {
      const found = screen.getAllByTitle(label).find((el) => !el.closest('table'));
      if (!found) throw new Error(`no choice "${label}"`);
      return found;
    },
    { timeout: 10_000 },
  );
  await user.click(option);
}

/** The message drawer (found by its title: jsdom's ids are not unique, so its name is not reliable). */
async function messageDrawer() {
  const title = await screen.findByText('留言详情', {}, { timeout: 10_000 });
  return within(title.closest('[role="dialog"]') as HTMLElement);
}
// the header bell names the unread messages first, then the unread notices
const bell = (count: number) => screen.findByLabelText(new RegExp(`^未读留言 ${count} 条，`), {}, { timeout: 10_000 });

describe('courseware message screen', SLOW, () => {
  it("lists every school's messages for the admin, with their names, and filters by read state", async () => {
    const user = userEvent.setup();
    const table = await openMessages();
    const sent = await allMessages();
    await waitFor(() => expect(dataRows(table)).toHaveLength(sent.length));
    const senders = await serverDb()
      .select()
      .from(schools)
      .where(
        inArray(
          schools.schoolId,
          sent.map((m) => m.schoolId),
        ),
      );
    expect(senders.length).toBeGreaterThanOrEqual(3);
    for (const school of senders) expect(within(table).getAllByText(school.schoolName).length).toBeGreaterThan(0);
    expect(within(table).getAllByText('李娜').length).toBeGreaterThan(0);
    const form = screen.getByRole('search');
    await user.click(within(form).getByRole('combobox', { name: '阅读状态' }));
    await user.click(await screen.findByTitle('未读'));
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    const unread = await unreadCount();
    await waitFor(() => expect(dataRows(table)).toHaveLength(unread));
    for (const row of dataRows(table)) expect(within(row).getByText('未读')).toBeInTheDocument();
  });

  it('marks a message read when its drawer opens, and the header count drops', async () => {
    const user = userEvent.setup();
    const table = await openMessages();
    const before = await unreadCount();
    await bell(before);
    const target = (await allMessages()).find((m) => m.readFlag === '0' && m.attachments.length > 0)!;
    await user.click(within(rowOf(table, target.title)).getByText(target.title));
    const drawer = await messageDrawer();
    expect(await drawer.findByText(target.content)).toBeInTheDocument();
    // attachments open in the file preview, the class-hour document in the document preview
    const attachment = drawer.getByRole('link', { name: target.attachments[0].name });
    expect(attachment).toHaveAttribute('href', expect.stringContaining('/fileView?url='));
    if (target.fileId !== null) {
      const [doc] = await serverDb().select().from(courseFiles).where(eq(courseFiles.fileId, target.fileId));
      expect(drawer.getByRole('link', { name: doc.fileName })).toHaveAttribute('href', `/docView?fileId=${doc.fileId}`);
    }
    await waitFor(async () => expect((await messageById(target.messageId)).readFlag).toBe('1'));
    expect(await drawer.findByText('已读')).toBeInTheDocument();
    expect(await bell(before - 1)).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(table, target.title)).getByText('已读')).toBeInTheDocument());
  });

  it('marks the selected messages read in bulk', async () => {
    const user = userEvent.setup();
    const table = await openMessages();
    const [first, second] = (await allMessages()).filter((m) => m.readFlag === '0');
    const before = await unreadCount();
    await user.click(within(rowOf(table, first.title)).getByRole('checkbox'));
    await user.click(within(rowOf(table, second.title)).getByRole('checkbox'));
    await user.click(await buttonWithText('标为已读 (2)'));
    expect(await screen.findByText('已标为已读')).toBeInTheDocument();
    expect(await unreadCount()).toBe(before - 2);
    expect(await bell(before - 2)).toBeInTheDocument();
    // a read message cannot be chosen again
    await waitFor(() => expect(within(rowOf(table, first.title)).getByRole('checkbox')).toBeDisabled());
  });

  it("shows a school admin only their school's messages, and no sending: they open no course", async () => {
    const table = await openMessages('schooladmin');
    const own = (await allMessages()).filter((m) => m.schoolId === 1);
    await waitFor(() => expect(dataRows(table)).toHaveLength(own.length));
    expect(within(table).getAllByText(SCHOOL_ONE)).toHaveLength(own.length);
    // a message names only a lesson its sender may open (docs/api.md "Courseware messages")
    expect(screen.queryByText('发送反馈')).not.toBeInTheDocument();
  });

  it('shows a teacher their own messages, which they cannot mark read', async () => {
    const user = userEvent.setup();
    const table = await openMessages('teacher');
    const teacherId = await userIdOf('teacher');
    const own = (await allMessages()).filter((m) => m.teacherUserId === teacherId);
    await waitFor(() => expect(dataRows(table)).toHaveLength(own.length));
    for (const row of dataRows(table)) expect(within(row).getByRole('checkbox')).toBeDisabled();
    expect(await bell(0)).toBeInTheDocument();
    const unread = own.find((m) => m.readFlag === '0')!;
    await user.click(within(rowOf(table, unread.title)).getByText(unread.title));
    const drawer = await messageDrawer();
    expect(await drawer.findByText('这是您发送的留言，由课程团队标记阅读状态。')).toBeInTheDocument();
    expect(drawer.getByText('未读')).toBeInTheDocument();
    expect((await messageById(unread.messageId)).readFlag).toBe('0');
  });

  it("lets a teacher send feedback, with the server's required-field messages", async () => {
    const user = userEvent.setup();
    await openMessages('teacher');
    await user.click(await buttonWithText('发送反馈'));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.click(dialog().getByRole('button', { name: OK }));
    for (const text of ['课程不能为空', '课时不能为空', '标题不能为空', '内容不能为空']) {
      expect(await dialog().findByText(text)).toBeInTheDocument();
    }
    const [{ course }] = await serverDb()
      .select({ course: courses })
      .from(courses)
      .innerJoin(courseSchools, eq(courseSchools.courseId, courses.courseId))
      .where(and(eq(courses.status, '0'), eq(courseSchools.schoolId, 1)))
      .orderBy(asc(courses.courseId))
      .limit(1);
    const [lesson] = await lessonsOf(course.courseId);
    // a select takes the first choice matching what is typed
    await choose(user, dialog().getByRole('combobox', { name: '课程' }), course.title);
    await choose(user, dialog().getByRole('combobox', { name: '课时' }), `第1课时 ${lesson.title}`);
    await user.type(dialog().getByLabelText('标题'), '实验步骤顺序有误');
    await user.type(dialog().getByLabelText('内容'), '第三步应在第二步之前。');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('发送成功')).toBeInTheDocument();
    expect((await allMessages()).at(-1)).toMatchObject({
      teacherUserId: await userIdOf('teacher'),
      schoolId: 1,
      courseId: course.courseId,
      lessonId: lesson.lessonId,
      title: '实验步骤顺序有误',
      readFlag: '0',
    });
    expect(await screen.findByText('实验步骤顺序有误')).toBeInTheDocument();
  });

  it('offers no sending to an admin, who belongs to no school', async () => {
    await openMessages('admin');
    await bell(await unreadCount());
    expect(screen.queryByText('发送反馈')).not.toBeInTheDocument();
  });
});

describe('header unread bell', SLOW, () => {
  it('is not there for a role without the message screen', async () => {
    await loggedInAs('bd');
    renderApp('/index');
    // the header is complete once the user menu shows
    await screen.findByRole('banner');
    await screen.findByText('孙经理');
    expect(screen.queryByLabelText(/未读留言/)).not.toBeInTheDocument();
  });

  it('leads to the message screen', async () => {
    const user = userEvent.setup();
    await loggedInAs('principal');
    const router = renderApp('/index');
    const count = (await allMessages()).filter((m) => m.schoolId === 1 && m.readFlag === '0').length;
    await user.click(await bell(count));
    // the bell lists the notices, and below them the way to the messages
    await user.click(await buttonWithText(`课件留言：未读 ${count} 条`));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/message/index'));
  });
});

describe('course feedback page', SLOW, () => {
  const courseWithMessages = async () => {
    const counts = new Map<number, number>();
    for (const m of await allMessages()) counts.set(m.courseId, (counts.get(m.courseId) ?? 0) + 1);
    const [courseId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    return (await serverDb().select().from(courses).where(eq(courses.courseId, courseId)))[0];
  };

  it("shows one course's messages to the discipline leader, by lesson", async () => {
    const user = userEvent.setup();
    const course = await courseWithMessages();
    const about = (await allMessages()).filter((m) => m.courseId === course.courseId);
    await loggedInAs('leader');
    renderApp(`/admin/course/feedback/${course.courseId}`);
    expect(await screen.findByText(course.title, {}, { timeout: 15_000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    await waitFor(() => expect(dataRows(table)).toHaveLength(about.length));
    const lessonId = about[0].lessonId;
    const ordered = await lessonsOf(course.courseId);
    const index = ordered.findIndex((l) => l.lessonId === lessonId);
    const form = screen.getByRole('search');
    const label = `第${index + 1}课时 ${ordered[index].title}`;
    await choose(user, within(form).getByRole('combobox', { name: '课时' }), label);
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(dataRows(table)).toHaveLength(about.filter((m) => m.lessonId === lessonId).length));
    expect(screen.getByText('在课件留言中查看').closest('button')).toBeInTheDocument();
  });

  it('is not open to a principal, who lacks the course feedback permission', async () => {
    await loggedInAs('principal');
    const router = renderApp(`/admin/course/feedback/${(await courseWithMessages()).courseId}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'), { timeout: 10_000 });
  });
});
