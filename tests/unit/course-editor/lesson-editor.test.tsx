import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { memoryDraftStore, setDraftStore } from '@/utils/drafts';
import { lessons } from '../../../server/db/schema';
import { addTestLesson } from '../../server/helpers/rows/course-file-rows';
import { locationOf, renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';

// The lesson editor of a created course: its required title, the saved / unsaved mark, saving
// through the lesson calls, and the way back to its course.

runOnRealServer();
beforeEach(() => setDraftStore(memoryDraftStore()));
afterEach(() => {
  setDraftStore(null);
  resetFeedback();
});

const main = () => screen.getByRole('main');

/** Seeded course 1, the first of the catalogue. */
const COURSE_ID = 1;

/** The lessons of a course the server holds under that title. */
const savedLessons = (courseId: number, title: string) =>
  serverDb()
    .select()
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), eq(lessons.title, title)));

async function openLesson(path: string) {
  await loggedInAs('admin');
  const router = renderApp(path);
  await screen.findByLabelText('课时名称', undefined, { timeout: 20_000 });
  return { router, user: userEvent.setup() };
}

describe('lesson editor', () => {
  it('needs a title, marks typed work unsaved, creates the lesson and marks it saved', async () => {
    const courseId = COURSE_ID;
    const { router, user } = await openLesson(`/admin/course/edite_section/${courseId}/new`);
    expect(within(main()).getByRole('status')).toHaveTextContent('已保存');
    await user.click(within(main()).getByRole('button', { name: /保\s?存/ }));
    expect(await within(main()).findByText('课时名称不能为空')).toBeInTheDocument();

    await user.type(within(main()).getByLabelText('课时名称'), '电从哪里来');
    await waitFor(() => expect(within(main()).getByRole('status')).toHaveTextContent('未保存的修改'));
    await user.click(within(main()).getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('课时已创建')).toBeInTheDocument();
    const [lesson] = await savedLessons(courseId, '电从哪里来');
    expect(lesson).toBeDefined();
    // the created lesson continues at its own address, saved
    await waitFor(() => expect(locationOf(router)).toBe(`/admin/course/edite_section/${courseId}/${lesson.lessonId}`));
    await waitFor(() => expect(within(main()).getByRole('status')).toHaveTextContent('已保存'));
  }, 60_000);

  it('edits a lesson through the lesson call and leads back to its course', async () => {
    await addTestLesson({ lessonId: 9100, courseId: COURSE_ID, title: '串联与并联' });
    const { router, user } = await openLesson(`/admin/course/edite_section/${COURSE_ID}/9100`);
    const title = within(main()).getByLabelText('课时名称');
    await waitFor(() => expect(title).toHaveValue('串联与并联'));
    await user.clear(title);
    await user.type(title, '串联电路');
    await user.click(within(main()).getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('课时已保存')).toBeInTheDocument();
    const [saved] = await serverDb().select().from(lessons).where(eq(lessons.lessonId, 9100));
    expect(saved?.title).toBe('串联电路');
    await waitFor(() => expect(within(main()).getByRole('status')).toHaveTextContent('已保存'));
    await user.click(within(main()).getByRole('button', { name: /返回课程/ }));
    await waitFor(() => expect(locationOf(router)).toBe(`/admin/course/edite_course/${COURSE_ID}`));
  }, 60_000);
});
