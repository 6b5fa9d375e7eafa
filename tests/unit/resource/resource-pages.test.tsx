import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  lessons as lessonTable,
  resourceLessons,
  resources,
  staffAssignmentCourses,
  users,
} from '../../../server/db/schema';
import { renderApp } from '../helpers/app';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';

runOnRealServer();

// Whole-app flows on a shared, loaded machine: more time than a single widget test needs.
const SLOW = { timeout: 60_000 };

beforeAll(async () => {
  // transformed once here, so a test's first render does not spend its budget on the chunks
  await Promise.all([
    import('@/layout/Layout'),
    import('@/features/resource/ResourceListPage'),
    import('@/features/resource/ResourceDetailPage'),
    import('@/features/preview/PreviewLayout'),
  ]);
}, 60_000);

const main = () => screen.getByRole('main');

/** A resource of the server's library by its title, with the lessons that use it in their order. */
async function resourceNamed(title: string) {
  const [resource] = await serverDb().select().from(resources).where(eq(resources.title, title));
  const used = await serverDb()
    .select({ lessonId: resourceLessons.lessonId })
    .from(resourceLessons)
    .where(eq(resourceLessons.resourceId, resource.resourceId))
    .orderBy(asc(resourceLessons.sort));
  return { ...resource, lessonIds: used.map((l) => l.lessonId) };
}

/** The courses of an account's staff assignment on the server. */
async function assignedCourses(userName: string): Promise<Set<number>> {
  const rows = await serverDb()
    .select({ courseId: staffAssignmentCourses.courseId })
    .from(staffAssignmentCourses)
    .innerJoin(users, eq(users.userId, staffAssignmentCourses.userId))
    .where(eq(users.userName, userName));
  return new Set(rows.map((r) => r.courseId));
}

const lessonsWithIds = (ids: number[]) =>
  serverDb().select().from(lessonTable).where(inArray(lessonTable.lessonId, ids));
// Text queries rather than role queries across the whole app: jsdom computes styles for every
// candidate of a role query, which is slow on a page this size.
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

async function open(path: string, username = 'teacher') {
  await loggedInAs(username);
  renderApp(path);
  await screen.findByRole('main', {}, { timeout: 30_000 });
}

describe('resource library', SLOW, () => {
  it('lists the library, finds a resource by words, and offers a download only where allowed', async () => {
    const user = userEvent.setup();
    await open('/user/resource/index');
    const table = await within(main()).findByRole('table', {}, { timeout: 30_000 });
    await within(table).findByText('串联电路教学设计');
    // a preview-only resource says so and has no download action; a downloadable one has it
    const locked = rowOf(table, '电路符号讲义');
    expect(within(locked).getByText('仅可预览')).toBeInTheDocument();
    expect(within(locked).queryByText('下载')).toBeNull();
    expect(within(locked).getByText('预览')).toBeInTheDocument();
    expect(within(rowOf(table, '串联电路教学设计')).getByText('下载')).toBeInTheDocument();

    await user.type(within(main()).getByLabelText('关键词'), '光合{Enter}');
    await waitFor(() => expect(within(table).queryByText('串联电路教学设计')).toBeNull());
    expect(within(table).getByText('光合作用阅读材料')).toBeInTheDocument();
  });

  it('filters by type from the address the filter keeps', async () => {
    await open('/user/resource/index?resourceType=4');
    const table = await within(main()).findByRole('table', {}, { timeout: 30_000 });
    const videos = await serverDb().select().from(resources).where(eq(resources.resourceType, '4'));
    await waitFor(() => expect(within(table).getAllByText('视频')).toHaveLength(videos.length));
    for (const video of videos) expect(within(table).getByText(video.title)).toBeInTheDocument();
  });

  it('previews a resource inline with its details and lessons, and offers its download', async () => {
    const reading = await resourceNamed('光合作用阅读材料');
    await open(`/user/resource/detail/${reading.resourceId}`);
    expect(await within(main()).findByText(/阅读材料：电的发现/, {}, { timeout: 20_000 })).toBeInTheDocument();
    // each lesson that uses it, with its course
    expect(within(main()).getAllByText('植物的秘密')).toHaveLength(reading.lessonIds.length);
    expect(within(main()).getByRole('button', { name: /下\s?载/ })).toBeInTheDocument();
  });

  it('offers no download for a preview-only resource, and opens the pages of my own lessons only', async () => {
    // `multi` teaches the circuits course; the hand-out is used by its lessons
    const handout = await resourceNamed('电路符号讲义');
    await open(`/user/resource/detail/${handout.resourceId}`, 'multi');
    expect(await within(main()).findByText('此文件不允许下载', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(main()).queryByRole('button', { name: /下\s?载/ })).toBeNull();
    const mine = await assignedCourses('multi');
    const lessons = await lessonsWithIds(handout.lessonIds);
    expect(lessons.some((l) => mine.has(l.courseId))).toBe(true);
    for (const lesson of lessons) {
      const title = await within(main()).findByText(`第 ${lesson.sort} 课时：${lesson.title}`);
      if (mine.has(lesson.courseId)) {
        expect(title.closest('a')).toHaveAttribute('href', `/user/teacher/detail/${lesson.lessonId}`);
      } else {
        expect(title.closest('a')).toBeNull();
      }
    }
  });

  it("names another course's lessons without a link", async () => {
    const parts = await resourceNamed('机器人零件清单');
    const [courseOf] = await lessonsWithIds([parts.lessonIds[0]]);
    // emily teaches other courses than the robot one
    const teaches = (await assignedCourses('emily')).has(courseOf.courseId);
    await open(`/user/resource/detail/${parts.resourceId}`, teaches ? 'zhangwei' : 'emily');
    const title = await within(main()).findByText(
      `第 ${courseOf.sort} 课时：${courseOf.title}`,
      {},
      { timeout: 20_000 },
    );
    expect(title.closest('a')).toBeNull();
    expect(within(main()).getAllByText('· 不是您任教的课程', { exact: false }).length).toBe(parts.lessonIds.length);
  });

  it('says so when the resource does not exist', async () => {
    await open('/user/resource/detail/999');
    expect(await within(main()).findByText('资源不存在或已被删除', {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});
