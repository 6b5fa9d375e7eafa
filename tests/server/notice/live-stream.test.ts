import { beforeEach, describe, expect, it } from 'vitest';
import { call, login, raw } from '../helpers/client';
import { openStream, ticketOf } from '../helpers/live-stream';

// docs/api.md "Live events" on one process (PGlite, the in-process bus): a ticket from a
// logged-in call opens the stream once; a published notice reaches the streams of its audience
// and no other; a courseware message's unread count moves on the same stream.

let admin = '';
let teacher = ''; // school 1
let otherTeacher = ''; // school 2
beforeEach(async () => {
  admin = await login('admin');
  teacher = await login('teacher');
  otherTeacher = await login('zhangwei');
});

const REFUSED = "The live stream's ticket is invalid, used or expired";

const publish = (fields: Record<string, unknown>) =>
  call<{ noticeId: number }>('/system/notice', {
    method: 'POST',
    token: admin,
    body: { noticeType: '1', content: '<p>实时</p>', status: '1', audience: 'all', ...fields },
  });

describe('the live stream', () => {
  it('opens with a ticket, tells the browser how soon to reconnect, and takes each ticket once', async () => {
    const ticket = await ticketOf(teacher);
    const first = await raw(`/live?ticket=${encodeURIComponent(ticket)}`);
    const reader = first.body!.getReader();
    const opening = new TextDecoder().decode((await reader.read()).value);
    expect(opening).toMatch(/^retry: \d+\n/);
    expect(opening).toContain('event: ready');
    await reader.cancel();
    const again = await (await raw(`/live?ticket=${encodeURIComponent(ticket)}`, { lang: 'en' })).json();
    expect(again).toMatchObject({ code: 500, msg: REFUSED });
  });

  it('refuses a missing, forged or expired-session ticket', async () => {
    const refusal = async (path: string) => ((await (await raw(path, { lang: 'en' })).json()) as { msg: string }).msg;
    expect(await refusal('/live')).toBe(REFUSED);
    const ticket = await ticketOf(teacher);
    const forged = ticket.replace(/^\d+/, (id) => String(Number(id) + 1));
    expect(await refusal(`/live?ticket=${encodeURIComponent(forged)}`)).toBe(REFUSED);
    const kept = await ticketOf(teacher);
    await call('/logout', { method: 'POST', token: teacher });
    expect(await refusal(`/live?ticket=${encodeURIComponent(kept)}`)).toBe(REFUSED);
  });

  it('gives no ticket without a session', async () => {
    expect((await call('/live/ticket', { method: 'POST', body: {} })).code).toBe(401);
  });

  it("brings a published notice to its audience's streams within 2 s, and not to others", async () => {
    const inside = await openStream(teacher);
    const outside = await openStream(otherTeacher);
    const { data } = await publish({ title: '实时通知', audience: 'schools', schoolIds: [1] });
    expect(await inside.waitFor(`event: notice\ndata: {"noticeId":${data.noticeId}}`)).toBe(true);
    expect(await outside.waitFor('event: notice', 300)).toBe(false);
    // the event says which notice, never what it says
    expect(inside.text).not.toContain('实时通知');
    await inside.close();
    await outside.close();
  });

  it('tells nobody of a draft', async () => {
    const stream = await openStream(teacher);
    await publish({ title: '草稿', status: '0' });
    expect(await stream.waitFor('event: notice', 300)).toBe(false);
    await stream.close();
  });

  it("moves the administrator's unread courseware messages when one is marked read", async () => {
    const stream = await openStream(admin);
    const unread = await call<unknown, { messageId: number; teacherUserId: number }>('/admin/message/list', {
      token: admin,
      query: { readFlag: '0', pageSize: 50 },
    });
    const message = unread.rows.find((row) => row.teacherUserId !== 1)!;
    const marked = await call('/admin/message/read', {
      method: 'PUT',
      token: admin,
      body: { messageIds: [message.messageId] },
    });
    expect(marked.code).toBe(200);
    expect(await stream.waitFor('event: message')).toBe(true);
    await stream.close();
  });
});
