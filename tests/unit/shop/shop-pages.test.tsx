import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { aidRequests, teachingAids, users } from '../../../server/db/schema';
import { locationOf, renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { questionDialog, topDialog as dialog } from '../system/helpers/dialogs';

runOnRealServer();
afterEach(resetFeedback);

// Whole-app flows on a shared, loaded machine: more time than a single widget test needs.
const SLOW = { timeout: 60_000 };
const OK = /确\s?定/;

beforeAll(async () => {
  // transformed once here, so a test's first render does not spend its budget on the chunks
  await Promise.all([
    import('@/layout/Layout'),
    import('@/features/shop/ShopPage'),
    import('@/features/shop/ShopDemoPage'),
    import('@/features/approval/ApprovalTabsPage'),
    import('@/features/shop/requests/AidRequestsPanel'),
  ]);
}, 60_000);

const main = () => screen.getByRole('main');

// The catalogue, the accounts and the requests as the server holds them.
const aidNamed = async (name: string) =>
  (await serverDb().select().from(teachingAids).where(eq(teachingAids.name, name)))[0];
const account = async (userName: string) =>
  (await serverDb().select().from(users).where(eq(users.userName, userName)))[0];

async function open(path: string, username = 'teacher') {
  await loggedInAs(username);
  const router = renderApp(path);
  await screen.findByRole('main', {}, { timeout: 30_000 });
  return router;
}

describe('teaching-aid shop', SLOW, () => {
  it('shows the catalogue as cards and keeps the kind filter', async () => {
    await open('/user/shop/index?kind=kit');
    await within(main()).findByRole('button', { name: '电路探究实验箱' }, { timeout: 20_000 });
    const kits = await serverDb().select().from(teachingAids).where(eq(teachingAids.kind, 'kit'));
    for (const kit of kits) expect(within(main()).getByRole('button', { name: kit.name })).toBeInTheDocument();
    expect(within(main()).queryByRole('button', { name: '磁铁教具套装' })).toBeNull();
  });

  it('opens an aid in a drawer and asks the school for it; the request is then among my requests', async () => {
    const user = userEvent.setup();
    await open('/user/shop/index');
    await user.click(await within(main()).findByRole('button', { name: '植物生长观察箱' }, { timeout: 20_000 }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('透明种植盒')).toBeInTheDocument();
    expect(drawer.getByText('植物的秘密')).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: /申请教具/ }));

    await screen.findByText('向学校申请教具');
    const quantity = dialog().getByLabelText('数量');
    await user.clear(quantity);
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('数量不能为空')).toBeInTheDocument();
    await user.type(quantity, '3');
    await user.type(dialog().getByLabelText('备注'), '三年级植物单元');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('申请已发送给学校')).toBeInTheDocument();
    const teacher = await account('teacher');
    const [sent] = await serverDb()
      .select()
      .from(aidRequests)
      .where(and(eq(aidRequests.teacherUserId, teacher.userId), eq(aidRequests.note, '三年级植物单元')));
    expect(sent).toMatchObject({
      aidId: (await aidNamed('植物生长观察箱')).aidId,
      quantity: 3,
      status: '0',
      schoolId: 1,
    });

    // sent: the drawer closes, back to the catalogue
    await waitFor(() => expect(screen.queryByText('透明种植盒')).toBeNull());
    await user.click(within(main()).getByRole('tab', { name: '我的申请' }));
    expect(await within(main()).findByText('三年级植物单元')).toBeInTheDocument();
  });

  it("shows an aid's demo page: photos, contents and the courses that use it", async () => {
    const kit = await aidNamed('电路探究实验箱');
    await open(`/user/shop/demo/${kit.aidId}`);
    expect(
      await within(main()).findByRole('img', { name: '电路探究实验箱的第 1 张照片' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    for (const item of kit.contents) expect(within(main()).getByText(item.name)).toBeInTheDocument();
    expect(within(main()).getByText('走进电路世界')).toBeInTheDocument();
  });
});

describe("the school's teaching-aid requests", SLOW, () => {
  it("shows a school admin their school's requests on the approvals screen and marks one handled", async () => {
    const user = userEvent.setup();
    await open('/admin/approval/index', 'schooladmin');
    await user.click(await within(main()).findByRole('tab', { name: '教具申请' }, { timeout: 20_000 }));
    const panel = within(main()).getByRole('tabpanel', { name: '教具申请' });
    const note = await within(panel).findByText('下周电路单元使用', {}, { timeout: 20_000 });
    const row = note.closest('tr') as HTMLElement;
    expect(within(row).getByText('电路探究实验箱')).toBeInTheDocument();
    // another school's request is not shown
    expect(within(panel).queryByText('机器人社团')).toBeNull();
    await user.click(within(row).getByText('标记已处理'));
    const ask = await questionDialog(
      `确认将 ${(await account('teacher')).nickName} 对“电路探究实验箱”的申请标记为已处理？`,
    );
    await user.click(ask.getByRole('button', { name: OK }));
    expect(await screen.findByText('已标记为已处理')).toBeInTheDocument();
    const [handled] = await serverDb().select().from(aidRequests).where(eq(aidRequests.note, '下周电路单元使用'));
    expect(handled?.status).toBe('1');
    await waitFor(() => expect(within(row).getByText('已处理')).toBeInTheDocument());
  });

  it('opens the approvals screen on the requests tab from its address, and the tab shown is in the address', async () => {
    const user = userEvent.setup();
    const router = await open('/admin/approval/index?tab=aidRequests', 'schooladmin');
    const tab = await within(main()).findByRole('tab', { name: '教具申请' }, { timeout: 20_000 });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = within(main()).getByRole('tabpanel', { name: '教具申请' });
    expect(await within(panel).findByText('下周电路单元使用', {}, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(within(main()).getByRole('tab', { name: '加入学校申请' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/approval/index'));
    await user.click(within(main()).getByRole('tab', { name: '教具申请' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/approval/index?tab=aidRequests'));
  });
});
