import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { users } from '@/features/system/user/api';
import { getToken } from '@/utils/auth-token';
import { memoryDraftStore, setDraftStore } from '@/utils/drafts';
import { roles } from '../../../server/db/schema';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { offered } from '../helpers/select-options';
import { loggedInAs } from '../helpers/session';

// A business developer made elsewhere is at once a choice of the school editor, still open: made
// in the same tab (the users screen's call) or announced by another tab of the console.

runOnRealServer();
beforeEach(() => setDraftStore(memoryDraftStore()));
afterEach(() => {
  setDraftStore(null);
  resetFeedback();
});

async function developerRole(): Promise<number> {
  const [role] = await serverDb().select({ roleId: roles.roleId }).from(roles).where(eq(roles.roleKey, 'A4'));
  return role.roleId;
}

/** The school editor open on a new school, its business developers listed once. */
async function editorWithDevelopers() {
  await loggedInAs('admin');
  renderApp('/admin/school/edit/new');
  const basic = await screen.findByRole('region', { name: '基本信息' }, { timeout: 20_000 });
  const developer = within(basic).getByLabelText('商务拓展');
  const user = userEvent.setup();
  await user.click(developer);
  const names = () => offered(developer);
  await waitFor(() => expect(names()).toContain('孙丽 (bd)'));
  return names;
}

const NEW_DEVELOPER = (userName: string, roleId: number) => ({
  userName,
  name: '新拓展',
  password: 'admin123',
  status: '0' as const,
  roleIds: [roleId],
});

describe("the school editor's business developers", () => {
  it('include one the users screen made in the same tab, without a reload', async () => {
    const names = await editorWithDevelopers();
    await users.save(NEW_DEVELOPER('bd_sametab', await developerRole()));
    await waitFor(() => expect(names()).toContain('新拓展 (bd_sametab)'));
  }, 40_000);

  it('include one another tab made and announced', async () => {
    const names = await editorWithDevelopers();
    // another tab's call: not through this tab's request layer
    const answer = await fetch('/csp/system/user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${getToken()}` },
      body: JSON.stringify(NEW_DEVELOPER('bd_othertab', await developerRole())),
    });
    expect((await answer.json()).code).toBe(200);
    expect(names()).not.toContain('新拓展 (bd_othertab)');
    // what the other tab's console tells every tab of the same site after its change
    const otherTab = new BroadcastChannel('csp-records-changed');
    otherTab.postMessage('changed');
    otherTab.close();
    await waitFor(() => expect(names()).toContain('新拓展 (bd_othertab)'));
  }, 40_000);
});
