import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInaccessible, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { courseKeys } from '@/features/course/queries';
import { memoryDraftStore, setDraftStore } from '@/utils/drafts';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { loggedInAs } from '../helpers/session';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { courses } from '../../../server/db/schema';

// The catalogue, a course's detail page and its editor read one course feature cache: a save in
// the editor shows in the other tabs, which stay open (kept alive) meanwhile. Today a hidden tab
// also asks again when shown (queries are stale at once); the save must not rely on that, so
// the test also checks that the save marks the list and the detail stale.

runOnRealServer();

beforeEach(() => setDraftStore(memoryDraftStore()));
afterEach(() => {
  vi.restoreAllMocks();
  setDraftStore(null);
  resetFeedback();
});

/** Whether `text` is shown on the page in front (kept-alive tabs are in the page, but hidden). */
const shown = (text: string) => screen.queryAllByText(text).some((el) => !isInaccessible(el));

describe('saving a course', () => {
  it('shows its new title in the catalogue and on its detail page', async () => {
    // Step 1 must be complete for Next to leave it: seeded course 1 with a cover.
    const [course] = await serverDb()
      .update(courses)
      .set({ cover: '/csp/system/oss/file/90004/cover.png' })
      .where(eq(courses.courseId, 1))
      .returning();
    const invalidated = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    /** Whether some invalidation since the spy began covers the query `key` (a prefix of it). */
    const refreshed = (key: QueryKey) =>
      invalidated.mock.calls.some(([filters]) => {
        const prefix = filters?.queryKey ?? [];
        return prefix.length > 0 && prefix.every((part, i) => part === key[i]);
      });
    const user = userEvent.setup();
    await loggedInAs('admin');
    const router = renderApp('/admin/course/index?pageSize=5');
    const table = await screen.findByRole('table', {}, { timeout: 20_000 });
    await within(table).findByText(course.title);
    await router.navigate(`/admin/course/detail/${course.courseId}`);
    await waitFor(() => expect(shown(course.titleEn)).toBe(true), { timeout: 10_000 });

    await router.navigate(`/admin/course/edite_course/${course.courseId}`);
    const basic = await screen.findByRole('region', { name: '基本信息' }, { timeout: 20_000 });
    const title = within(basic).getByLabelText('课程名称');
    await waitFor(() => expect(title).toHaveValue(course.title));
    await user.clear(title);
    await user.type(title, '电路世界探秘');
    const main = within(screen.getByRole('main'));
    for (const region of ['教具配置及资源', '课时', '完成']) {
      await user.click(main.getByRole('button', { name: /下一步/ }));
      await screen.findByRole('region', { name: region });
    }
    invalidated.mockClear();
    await user.click(main.getByRole('button', { name: /完\s?成/ }));
    expect(await screen.findByText('课程已保存')).toBeInTheDocument();
    expect(refreshed(courseKeys.list({ pageNum: 1, pageSize: 5 }))).toBe(true);
    expect(refreshed(courseKeys.detail(course.courseId))).toBe(true);

    await router.navigate(`/admin/course/detail/${course.courseId}`);
    await waitFor(() => expect(shown('电路世界探秘')).toBe(true), { timeout: 10_000 });
    await router.navigate('/admin/course/index?pageSize=5');
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('电路世界探秘')).toBeVisible(), {
      timeout: 10_000,
    });
  }, 90_000);
});
