import { describe, expect, it, vi } from 'vitest';
import type { App } from '../../../server/app';
import { MAX_STREAMS_PER_ACCOUNT } from '../../../server/lib/live/hub';
import { call, login, request } from '../helpers/client';
import { clock, db, serverLog } from '../helpers/harness';
import { openStream, streamWith } from '../helpers/live-stream';

// docs/security.md "Notices and the live bell": what one account can hold of the live stream and
// for how long. An account's streams on an instance are bounded (the newest closes the oldest); a
// ticket opens one stream on whichever instance, once; a stream ends soon after its session,
// however the session ended.

const TEACHER_ID = 4;
/** SESSION_CHECK_MS (2 s) and a margin; the heartbeat, 20 s, is far beyond it */
const ENDS_WITHIN_MS = 4_000;
const REFUSED = "The live stream's ticket is invalid, used or expired";

describe('streams per account', () => {
  it("closes the account's oldest stream on this instance when it opens one too many, and no one else's", async () => {
    const teacher = await login('teacher');
    const principal = await login('principal');
    const theirs = await openStream(principal);
    const mine = [];
    for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i++)
      mine.push(await openStream(i % 2 ? teacher : await login('teacher')));
    expect(await mine[0].ended(300)).toBe(false);
    const newest = await openStream(teacher);
    expect(await mine[0].ended(1_000)).toBe(true);
    for (const stream of [...mine.slice(1), newest, theirs]) expect(await stream.ended(50)).toBe(false);
    for (const stream of [...mine, newest, theirs]) await stream.close();
  });
});

/**
 * Another instance on the test's database: the server's modules loaded afresh, so that it shares
 * no state of theirs with any other (the signing key it reads from the database, as an instance does).
 */
async function anotherInstance(): Promise<App> {
  vi.resetModules();
  const { createApp } = await import('../../../server/app');
  return createApp({ db: db(), clock, log: serverLog.log });
}

describe('a ticket', () => {
  it('opens one stream across instances: replayed on another instance it is refused', async () => {
    const [one, two] = [await anotherInstance(), await anotherInstance()];
    const token = await login('teacher');
    const issued = await one.fetch(request('/live/ticket', { method: 'POST', token, body: {} }));
    const answer = (await issued.json()) as { code: number; msg?: string; data?: { ticket: string } };
    expect(answer, 'the first instance hands out a ticket').toMatchObject({
      code: 200,
      data: { ticket: expect.any(String) },
    });
    const ticket = answer.data!.ticket;
    const first = await streamWith(ticket, one);
    expect(await first.waitFor('event: ready')).toBe(true);
    const replay = await two.fetch(request(`/live?ticket=${encodeURIComponent(ticket)}`, { lang: 'en' }));
    expect(replay.headers.get('Content-Type')).not.toContain('text/event-stream');
    expect(await replay.json()).toMatchObject({ msg: REFUSED });
    await first.close();
  });
});

describe('a stream ends with its session', () => {
  const admin = () => login('admin');

  it('at logout', async () => {
    const teacher = await login('teacher');
    const stream = await openStream(teacher);
    expect((await call('/logout', { method: 'POST', token: teacher })).code).toBe(200);
    expect(await stream.ended(ENDS_WITHIN_MS)).toBe(true);
  });

  it("at a password change, for the user's other sessions, the one that changed it keeping its stream", async () => {
    const [here, elsewhere] = [await login('teacher'), await login('teacher')];
    const [streamHere, streamElsewhere] = [await openStream(here), await openStream(elsewhere)];
    const changed = await call('/system/user/profile/updatePwd', {
      method: 'PUT',
      token: here,
      body: { oldPassword: 'admin123', newPassword: 'new-pass-1' },
    });
    expect(changed.code).toBe(200);
    expect(await streamElsewhere.ended(ENDS_WITHIN_MS)).toBe(true);
    expect(await streamHere.ended(50)).toBe(false);
    await streamHere.close();
  });

  it('at a password reset by an administrator', async () => {
    const stream = await openStream(await login('teacher'));
    const reset = await call('/system/user/resetPwd', {
      method: 'PUT',
      token: await admin(),
      body: { userId: TEACHER_ID, password: 'fresh-pass' },
    });
    expect(reset.code).toBe(200);
    expect(await stream.ended(ENDS_WITHIN_MS)).toBe(true);
  });

  it('when an administrator forces it out (online users)', async () => {
    const teacher = await login('teacher');
    const stream = await openStream(teacher);
    const mine = await call<Array<{ sessionId: number; current: boolean }>>('/monitor/online/mine', { token: teacher });
    const sessionId = mine.data.find((row) => row.current)!.sessionId;
    const forced = await call(`/monitor/online/${sessionId}`, { method: 'DELETE', token: await admin() });
    expect(forced.code).toBe(200);
    expect(await stream.ended(ENDS_WITHIN_MS)).toBe(true);
  });

  it('when the account is disabled', async () => {
    const stream = await openStream(await login('teacher'));
    const disabled = await call('/system/user/changeStatus', {
      method: 'PUT',
      token: await admin(),
      body: { userId: TEACHER_ID, status: '1' },
    });
    expect(disabled.code).toBe(200);
    expect(await stream.ended(ENDS_WITHIN_MS)).toBe(true);
  });

  it('when the account is deleted', async () => {
    const token = await admin();
    const created = await call<{ userId: number }>('/system/user', {
      method: 'POST',
      token,
      body: { userName: 'leaving', name: 'Leaving', password: 'secret1', roleIds: [4] },
    });
    expect(created.code).toBe(200);
    const stream = await openStream(await login('leaving', 'secret1'));
    expect((await call(`/system/user/${created.data.userId}`, { method: 'DELETE', token })).code).toBe(200);
    expect(await stream.ended(ENDS_WITHIN_MS)).toBe(true);
  });
});
