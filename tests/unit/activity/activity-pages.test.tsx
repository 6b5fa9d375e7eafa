import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, eq } from 'drizzle-orm';
import { i18n } from '@/i18n';
import { useTabsStore } from '@/stores/tabs';
import { memoryDraftStore, setDraftStore } from '@/utils/drafts';
import { activities, registrations } from '../../../server/db/schema';
import { locationOf, renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { questionDialog } from '../system/helpers/dialogs';

runOnRealServer();
afterEach(() => {
  resetFeedback();
  setDraftStore(null);
});
// Each test is a fresh visit: no tabs left open by an earlier test of this file.
beforeEach(() => {
  setDraftStore(memoryDraftStore());
  sessionStorage.clear();
  useTabsStore.getState().keep([]);
});

const OK = /确\s?定/;
const LIST = '/admin/activity/index';
// Each test renders the whole console; on a busy machine that takes a while.
const SLOW = { timeout: 60_000 };
// The first render of a screen compiles its chunk (and the editor's Quill): slow on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };

/** An activity of the seed as the server holds it, by its Chinese name (undefined once deleted). */
const activity = async (name: string) =>
  (await serverDb().select().from(activities).where(eq(activities.name, name)))[0];
const BRIDGE = '校园桥梁承重挑战赛';
const CAMP = '寒假编程训练营';
/** An activity's registrations in the order they were made. */
const registrationsOf = (activityId: number) =>
  serverDb()
    .select()
    .from(registrations)
    .where(eq(registrations.activityId, activityId))
    .orderBy(asc(registrations.registrationId));
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

async function openList(path = LIST) {
  await loggedInAs('admin');
  const router = renderApp(path);
  const table = await screen.findByRole('table', {}, FIRST_LOAD);
  return { router, table };
}

describe('activity list', SLOW, () => {
  it('shows each activity with its time state, publication and registration count', async () => {
    const { table } = await openList();
    await within(table).findByText('校园桥梁承重挑战赛');
    const bridge = rowOf(table, '校园桥梁承重挑战赛');
    expect(within(bridge).getByText('进行中')).toBeInTheDocument();
    expect(within(bridge).getByText('已发布')).toBeInTheDocument();
    const count = (await registrationsOf((await activity(BRIDGE))!.activityId)).length;
    expect(within(bridge).getByText(String(count))).toBeInTheDocument();
    expect(within(bridge).getByRole('img', { name: '校园桥梁承重挑战赛的封面' })).toBeInTheDocument();
    const camp = rowOf(table, '寒假编程训练营');
    expect(within(camp).getByText('未开始')).toBeInTheDocument();
    const draft = rowOf(table, '春季植物观察日记');
    expect(within(draft).getByText('未发布')).toBeInTheDocument();
  });

  it('filters by time state from the address', async () => {
    const { table } = await openList(`${LIST}?state=2`);
    await within(table).findByText('教师 STEAM 教学研讨会');
    expect(within(table).queryByText('校园桥梁承重挑战赛')).toBeNull();
    expect(within(table).getAllByText('已结束').length).toBe(within(table).getAllByRole('row').length - 1);
  });

  it('publishes an unpublished activity after a question naming it', async () => {
    const user = userEvent.setup();
    const { table } = await openList();
    await within(table).findByText('春季植物观察日记');
    await user.click(within(rowOf(table, '春季植物观察日记')).getByText('更多').closest('button')!);
    await user.click(await screen.findByText('发布', { selector: '[role="menuitem"] *' }));
    const question = '确认发布活动"春季植物观察日记"吗？发布后公众网站即可看到它。';
    await user.click((await questionDialog(question)).getByRole('button', { name: OK }));
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    expect(await activity('春季植物观察日记')).toMatchObject({ published: true, publisher: '平台管理员' });
    await waitFor(() => expect(within(rowOf(table, '春季植物观察日记')).getByText('已发布')).toBeInTheDocument());
  });

  it('deletes an activity after a confirmation', async () => {
    const user = userEvent.setup();
    const { table } = await openList();
    await within(table).findByText('无人机编程体验课');
    await user.click(within(rowOf(table, '无人机编程体验课')).getByRole('button', { name: /删\s?除/ }));
    await user.click((await questionDialog('是否确认删除"无人机编程体验课"？')).getByRole('button', { name: OK }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(await activity('无人机编程体验课')).toBeUndefined();
  });

  it('opens the editor of a row at its own address', async () => {
    const user = userEvent.setup();
    const { router, table } = await openList();
    const { activityId } = (await activity(CAMP))!;
    await within(table).findByText(CAMP);
    await user.click(within(rowOf(table, CAMP)).getByRole('button', { name: /修\s?改|编\s?辑/ }));
    await waitFor(() => expect(locationOf(router)).toBe(`/admin/activity/edit/${activityId}`));
    expect(await screen.findByDisplayValue('Winter Coding Camp', {}, FIRST_LOAD)).toBeInTheDocument();
  });
});

describe('activity editor', SLOW, () => {
  it('refuses an empty form with the same messages as the backend', async () => {
    const user = userEvent.setup();
    await loggedInAs('admin');
    renderApp('/admin/activity/edit/new');
    await user.click(await screen.findByRole('button', { name: /保\s?存/ }, FIRST_LOAD));
    expect(await screen.findByText('活动名称不能为空')).toBeInTheDocument();
    expect(await screen.findByText('活动简介不能为空')).toBeInTheDocument();
    expect(await screen.findByText('活动时间不能为空')).toBeInTheDocument();
    expect(await screen.findByText('封面不能为空')).toBeInTheDocument();
    expect(await screen.findByText('活动内容不能为空')).toBeInTheDocument();
  });

  it('edits one language without touching the other, nor the publication, and goes back to the list', async () => {
    const user = userEvent.setup();
    const { activityId } = (await activity(CAMP))!;
    await loggedInAs('admin');
    const router = renderApp(`/admin/activity/edit/${activityId}`);
    const english = await screen.findByDisplayValue('Winter Coding Camp', {}, FIRST_LOAD);
    await user.clear(english);
    await user.type(english, 'Winter Code Camp');
    expect(screen.getByRole('status')).toHaveTextContent('未保存');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe(LIST));
    expect(await activity(CAMP)).toMatchObject({ activityId, nameEn: 'Winter Code Camp', published: true });
  });

  it('keeps what was typed as a local draft and offers it back when the editor opens again', async () => {
    const user = userEvent.setup();
    await loggedInAs('admin');
    renderApp('/admin/activity/edit/new');
    await user.type(await screen.findByLabelText('活动名称（中文）', {}, FIRST_LOAD), '科学夏令营');
    expect(screen.getByRole('status')).toHaveTextContent('未保存');
    // the draft is written once typing pauses
    await new Promise((resolve) => setTimeout(resolve, 800));
    cleanup();
    sessionStorage.clear();
    useTabsStore.getState().keep([]);

    renderApp('/admin/activity/edit/new');
    expect(await screen.findByText(/未保存的修改/, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByLabelText('活动名称（中文）')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: /恢\s?复/ }));
    expect(screen.getByLabelText('活动名称（中文）')).toHaveValue('科学夏令营');
  });

  it('says so for an unknown activity', async () => {
    await loggedInAs('admin');
    renderApp('/admin/activity/edit/9999');
    expect(await screen.findByText('该活动不存在，可能已被删除。', {}, FIRST_LOAD)).toBeInTheDocument();
  });
});

describe('activity details', SLOW, () => {
  it('shows the activity as the public will, its content sanitised, and its registrations', async () => {
    const { activityId } = (await activity(BRIDGE))!;
    await serverDb()
      .update(activities)
      .set({
        content:
          '<p>带上尺子</p><img src="x" onerror="window.__activityPwned = 1"><script>window.__activityPwned = 2</script>',
      })
      .where(eq(activities.activityId, activityId));
    await loggedInAs('admin');
    renderApp(`/admin/activity/detail/${activityId}`);
    const view = await screen.findByRole('article', { name: '校园桥梁承重挑战赛' }, FIRST_LOAD);
    expect(within(view).getByText('用限定材料搭建桥梁，比拼承重比。')).toBeInTheDocument();
    expect(await within(view).findByText('进行中')).toBeInTheDocument();
    expect(within(view).getByText('带上尺子')).toBeInTheDocument();
    expect(view.querySelector('script')).toBeNull();
    expect(view.querySelector('[onerror]')).toBeNull();
    expect((window as { __activityPwned?: number }).__activityPwned).toBeUndefined();

    const registrations = screen.getByRole('region', { name: '报名名单' });
    const mine = await registrationsOf(activityId);
    expect(await within(registrations).findByText(mine[0].phone)).toBeInTheDocument();
    expect(within(registrations).getByText(`报名名单 (${mine.length})`)).toBeInTheDocument();
    expect(within(registrations).getAllByRole('row')).toHaveLength(mine.length + 1);
  });

  it('shows the name, intro and state in English, with the one-language content as written', async () => {
    await i18n.changeLanguage('en');
    try {
      const { activityId } = (await activity(CAMP))!;
      await loggedInAs('admin');
      renderApp(`/admin/activity/detail/${activityId}`);
      const view = await screen.findByRole('article', { name: 'Winter Coding Camp' }, FIRST_LOAD);
      expect(
        within(view).getByText('A five-day online Python camp with a certificate at the end.'),
      ).toBeInTheDocument();
      expect(await within(view).findByText('Not started')).toBeInTheDocument();
      expect(within(view).getByText('每天两小时直播课与课后练习。')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('zh');
    }
  });
});

describe('registrations', SLOW, () => {
  it('lists registrations with their activity, filtered by activity from the address, and deletes one', async () => {
    const user = userEvent.setup();
    const { activityId } = (await activity(BRIDGE))!;
    await loggedInAs('admin');
    renderApp(`/admin/registration/index?activityId=${activityId}`);
    const table = await screen.findByRole('table', {}, FIRST_LOAD);
    const mine = await registrationsOf(activityId);
    await within(table).findByText(mine[0].phone);
    expect(within(table).getAllByRole('row')).toHaveLength(mine.length + 1);
    expect(within(table).getAllByText('校园桥梁承重挑战赛')).toHaveLength(mine.length);
    const guest = mine.find((r) => !r.username)!;
    const row = rowOf(table, guest.phone);
    expect(within(row).getByText('访客')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /删\s?除/ }));
    await user.click(
      (await questionDialog(`是否确认删除"${guest.name} · 校园桥梁承重挑战赛"？`)).getByRole('button', { name: OK }),
    );
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect((await registrationsOf(activityId)).map((r) => r.registrationId)).not.toContain(guest.registrationId);
  });
});
