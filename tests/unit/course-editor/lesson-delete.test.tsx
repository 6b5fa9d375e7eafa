import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Form } from 'antd';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { PendingLessons } from '@/features/course/editor/steps/PendingLessons';
import type { PendingLesson } from '@/features/course/types';
import { memoryDraftStore, setDraftStore } from '@/utils/drafts';
import { lessons as lessonTable } from '../../../server/db/schema';
import { addTestLesson } from '../../server/helpers/rows/course-file-rows';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { questionDialog } from '../system/helpers/dialogs';

// Deleting a lesson asks first, naming it: from the form of a new course, and from a created one.

runOnRealServer();

beforeEach(() => setDraftStore(memoryDraftStore()));
afterEach(() => {
  setDraftStore(null);
  resetFeedback();
});

const OK = /确\s?定/;
const CANCEL = /取\s?消/;

function NewCourseLessons({ lessons, seen }: { lessons: PendingLesson[]; seen: (l: PendingLesson[]) => void }) {
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      initialValues={{ lessons }}
      onValuesChange={(_, all: { lessons: PendingLesson[] }) => seen(all.lessons)}
    >
      <Form.Item name="lessons" noStyle>
        <PendingLessons />
      </Form.Item>
    </Form>
  );
}

describe('deleting a lesson', () => {
  it('of a new course: asks naming the lesson; Cancel keeps it, OK removes it from the form', async () => {
    const user = userEvent.setup();
    let current: PendingLesson[] = [];
    render(
      <MemoryRouter>
        <NewCourseLessons
          lessons={[
            { key: 'a', title: '影子从哪里来' },
            { key: 'b', title: '小孔成像' },
          ]}
          seen={(lessons) => (current = lessons)}
        />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: '课时' });
    expect(within(list).getAllByText('未保存')).toHaveLength(2);

    // the question's buttons take the pointer once its opening animation is over: press until then
    const answer = async (name: RegExp) => {
      const choice = (await questionDialog('是否确认删除"影子从哪里来"？')).getByRole('button', { name });
      await waitFor(() => user.click(choice));
    };
    await user.click(screen.getByRole('button', { name: /删除 影子从哪里来/ }));
    await answer(CANCEL);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /删除 影子从哪里来/ }));
    await answer(OK);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(current.map((l) => l.title)).toEqual(['小孔成像']);
  }, 30_000);

  it('of a created course: asks naming the lesson, then deletes it on the server', async () => {
    // seeded course 1, whose cover lets Next leave step 1
    await addTestLesson({ lessonId: 9200, courseId: 1, sort: 0, title: '要删除的课时' });
    await loggedInAs('admin');
    renderApp('/admin/course/edite_course/1');
    await screen.findByRole('region', { name: '基本信息' }, { timeout: 20_000 });
    const user = userEvent.setup();
    const main = screen.getByRole('main');
    await user.click(within(main).getByRole('button', { name: /下一步/ }));
    await screen.findByRole('region', { name: '教具配置及资源' });
    await user.click(within(main).getByRole('button', { name: /下一步/ }));
    const lessons = await screen.findByRole('region', { name: '课时' });
    const remove = await within(lessons).findByRole('button', { name: /删除 要删除的课时/ }, { timeout: 20_000 });
    await user.click(remove);
    await user.click((await questionDialog('是否确认删除"要删除的课时"？')).getByRole('button', { name: OK }));
    expect(await screen.findByText('课时已删除')).toBeInTheDocument();
    expect(await serverDb().select().from(lessonTable).where(eq(lessonTable.lessonId, 9200))).toEqual([]);
  }, 60_000);
});
