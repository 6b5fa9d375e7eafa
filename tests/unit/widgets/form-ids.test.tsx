import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { courses } from '../../../server/db/schema';
import { memoryDraftStore, setDraftStore } from '@/utils/drafts';
import { addTestLesson } from '../../server/helpers/rows/course-file-rows';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';

// The tab cache keeps pages mounted and hidden. A label points at its field by id, so an id that
// two mounted pages share sends the label (and the field's accessible name) to the hidden page:
// the lesson editor's 课时名称 focused nothing while the course editor was open behind it.

runOnRealServer();
beforeEach(() => setDraftStore(memoryDraftStore()));

/** The seed's first course as the server holds it. */
const firstCourse = async () => (await serverDb().select().from(courses).orderBy(courses.courseId).limit(1))[0];
afterEach(() => {
  setDraftStore(null);
  resetFeedback();
});

/** The ids that more than one element of the document carries. */
function duplicateIds(): string[] {
  const seen = new Map<string, number>();
  for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
}

/** The one of these elements on the page on screen (the tab cache hides the others with display: none). */
function onShownPage(elements: HTMLElement[]): HTMLElement {
  const shown = elements.filter((element) => element.closest('[style*="display: none"]') === null);
  expect(shown).toHaveLength(1);
  return shown[0];
}

describe('form field ids across kept pages', () => {
  it('the course editor kept behind the lesson editor: no shared id, each label focuses its own field', async () => {
    const { courseId } = await firstCourse();
    await loggedInAs('admin');
    const router = renderApp(`/admin/course/edite_course/${courseId}`);
    await screen.findByRole('region', { name: '基本信息' }, { timeout: 20_000 });
    await act(() => router.navigate(`/admin/course/edite_section/${courseId}/new`));
    const label = await screen.findByText('课时名称', { selector: 'label' }, { timeout: 20_000 });
    // the course editor is still mounted, hidden
    expect(screen.getByRole('region', { name: '基本信息', hidden: true })).not.toBeVisible();

    expect(duplicateIds()).toEqual([]);
    const user = userEvent.setup();
    await user.click(label);
    const lessonTitle = screen.getByRole('textbox', { name: '课时名称' });
    expect(lessonTitle).toBeVisible();
    expect(lessonTitle).toHaveFocus();
    await user.click(screen.getByText('英文课时名称', { selector: 'label' }));
    expect(screen.getByRole('textbox', { name: '英文课时名称' })).toHaveFocus();
  }, 60_000);

  it('two lesson editors kept at once share no id', async () => {
    const course = await firstCourse();
    await addTestLesson({ lessonId: 9200, courseId: course.courseId, title: '串联与并联' });
    await loggedInAs('admin');
    const router = renderApp(`/admin/course/edite_section/${course.courseId}/9200`);
    await screen.findByRole('textbox', { name: '课时名称' }, { timeout: 20_000 });
    await act(() => router.navigate(`/admin/course/edite_section/${course.courseId}/new`));
    await waitFor(() => expect(screen.getAllByText('课时名称', { selector: 'label' })).toHaveLength(2));
    expect(duplicateIds()).toEqual([]);
    const user = userEvent.setup();
    await user.click(onShownPage(screen.getAllByText('放入', { selector: 'label' })));
    expect(onShownPage(screen.getAllByRole('combobox', { name: '放入', hidden: true }))).toHaveFocus();
  }, 60_000);
});
