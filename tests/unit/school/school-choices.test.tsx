import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n';
import { memoryDraftStore, setDraftStore } from '@/utils/drafts';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer } from '../helpers/real-server';
import { offered } from '../helpers/select-options';
import { loggedInAs } from '../helpers/session';

// The school editor's drop-downs as a user reads them: typing finds an option by the words it
// shows, in the language the console is in, and an open list offers its options and nothing else.

runOnRealServer();
beforeEach(() => setDraftStore(memoryDraftStore()));
afterEach(async () => {
  setDraftStore(null);
  resetFeedback();
  await i18n.changeLanguage('zh');
});

async function openBasicStep(title: string) {
  await loggedInAs('admin');
  renderApp('/admin/school/edit/new');
  const basic = await screen.findByRole('region', { name: title }, { timeout: 20_000 });
  return { basic, user: userEvent.setup() };
}

describe('the school editor drop-downs', () => {
  it('find a stage by its English label, whatever its case', async () => {
    await i18n.changeLanguage('en');
    const { basic, user } = await openBasicStep('Basic information');
    const stage = within(basic).getByLabelText('Stage');
    await user.type(stage, 'middle');
    await waitFor(() => expect(offered(stage)).toEqual(['Middle']));
  }, 40_000);

  it('find a stage and a business developer by their Chinese labels', async () => {
    const { basic, user } = await openBasicStep('基本信息');
    const stage = within(basic).getByLabelText('学段');
    await user.type(stage, '初');
    await waitFor(() => expect(offered(stage)).toEqual(['初中']));
    const developer = within(basic).getByLabelText('商务拓展');
    await user.type(developer, '孙丽');
    await waitFor(() => expect(offered(developer)).toEqual(['孙丽 (bd)']));
  }, 40_000);

  it('offer exactly the labelled options, with no raw codes among them', async () => {
    const { basic, user } = await openBasicStep('基本信息');
    const stage = within(basic).getByLabelText('学段');
    await user.click(stage);
    await waitFor(() => expect(offered(stage)).toEqual(['小学', '初中', '高中', '预科']));
  }, 40_000);
});
