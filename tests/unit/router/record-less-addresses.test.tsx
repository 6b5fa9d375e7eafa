import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { server } from '../helpers/msw-server';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { loggedInAs } from '../helpers/session';
import { runOnRealServer } from '../helpers/real-server';

// Whole-app renders on a shared, loaded machine: more time than a single widget test needs.
const SLOW = { timeout: 60_000 };

runOnRealServer();

beforeAll(async () => {
  // transformed once here, so a test's first render does not spend its budget on the chunks
  await Promise.all([
    import('@/layout/Layout'),
    import('@/features/course/detail/CourseDetailPage'),
    import('@/features/course/editor/LessonEditorPage'),
    import('@/features/message/CourseFeedbackPage'),
    import('@/features/activity/ActivityDetailPage'),
    import('@/features/resource/ResourceDetailPage'),
    import('@/features/shop/ShopDemoPage'),
    import('@/features/teacher/TeacherCoursePage'),
    import('@/features/teacher/TeacherLessonPage'),
  ]);
}, 60_000);

afterEach(resetFeedback);

/** Every backend call the page makes while the test runs. */
function recordCalls(): { urls: string[]; stop: () => void } {
  const urls: string[] = [];
  const listen = ({ request }: { request: Request }) => void urls.push(decodeURIComponent(request.url));
  server.events.on('request:start', listen);
  return { urls, stop: () => server.events.removeListener('request:start', listen) };
}

// A detail page is also a (hidden) menu entry: its address without the record's id must say that
// the record does not exist, and must not ask the backend for a record called "NaN".
const CASES = [
  { path: '/admin/course/detail', user: 'admin', says: '课程不存在或已被删除' },
  { path: '/admin/course/edite_section', user: 'admin', says: '没有指定课程，请从课程的编辑页打开它的课时。' },
  { path: '/admin/course/feedback', user: 'admin', says: '没有指定课程，请从课程管理中打开某门课程的反馈。' },
  { path: '/admin/activity/detail', user: 'admin', says: '该活动不存在，可能已被删除。' },
  { path: '/user/resource/detail', user: 'teacher', says: '资源不存在或已被删除' },
  { path: '/user/shop/demo', user: 'teacher', says: '教具不存在或已被删除' },
  { path: '/user/teacher/course', user: 'teacher', says: '没有指定课程，请从我的课程中打开一门课程。' },
  { path: '/user/teacher/detail', user: 'teacher', says: '没有指定课时，请从课程中打开一个课时。' },
  { path: '/user/teacher/detail/0', user: 'teacher', says: '没有指定课时，请从课程中打开一个课时。' },
];

describe('a detail page opened without its record', SLOW, () => {
  it.each(CASES)('$path says the record is missing and asks nothing about it', async ({ path, user, says }) => {
    await loggedInAs(user);
    const calls = recordCalls();
    try {
      renderApp(path);
      expect(await screen.findByText(says, {}, { timeout: 30_000 })).toBeInTheDocument();
      // the shell's own calls (user, menus, dictionaries) may run; none names a record it does not have
      expect(calls.urls.filter((url) => /NaN|undefined|null|\/0(\/|\?|$)/.test(url))).toEqual([]);
    } finally {
      calls.stop();
    }
  });
});
