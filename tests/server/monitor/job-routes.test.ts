import { desc, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { ensureJobs, runDueJobs, takeJobLock } from '../../../server/areas/monitor/jobs/runner';
import { jobRuns, loginLogs, operLogs } from '../../../server/db/schema';
import { plus } from '../../../server/lib/clock';
import { call, login } from '../helpers/client';
import { clock, db, serverLog } from '../helpers/harness';

// The scheduled jobs screen's calls (docs/api.md "Scheduled jobs"): the registered jobs with their
// state and last run, pause and resume (which every instance's scheduler obeys), run now (one run,
// one entry of the audit trail: the call's own), a job's runs; the platform administrator's alone.

const DAY = 24 * 60 * 60 * 1000;
const KEY = 'logRetention';

interface Run {
  runId: number;
  startedAt: string;
  costTime: number;
  status: number;
  facts: Record<string, number>;
  manual: boolean;
}
interface Job {
  jobKey: string;
  everyMs: number;
  paused: boolean;
  nextRunAt: string | null;
  lastRun: Run | null;
}

const listJobs = async (token: string) => (await call<unknown, Job>('/monitor/job/list', { token })).rows;
const jobOf = async (token: string) => (await listJobs(token)).find((job) => job.jobKey === KEY);
const setPaused = (token: string, paused: boolean) =>
  call(`/monitor/job/${KEY}/changeStatus`, { method: 'PUT', token, body: { paused } });
const runNow = (token: string, key = KEY, lang: 'zh' | 'en' = 'zh') =>
  call<Run>(`/monitor/job/${key}/run`, { method: 'PUT', token, body: {}, lang });
const runsOf = (token: string, query: Record<string, number> = {}) =>
  call<unknown, Run>(`/monitor/job/${KEY}/runs`, { token, query });

/** A login row old enough for the retention (180 days by default) to delete. */
async function oldLogin(days: number) {
  await db()
    .insert(loginLogs)
    .values({ userName: 'long-gone', result: 'loggedIn', loginTime: plus(clock.now(), -days * DAY) });
}
const oldLoginsLeft = async () =>
  (await db().select().from(loginLogs).where(eq(loginLogs.userName, 'long-gone'))).length;

describe('the scheduled jobs list', () => {
  it('lists each registered job with its interval, state, next run and last run', async () => {
    await ensureJobs(db(), clock);
    const admin = await login('admin');
    const before = await jobOf(admin);
    expect(before).toMatchObject({ everyMs: DAY, paused: false, lastRun: null });
    expect(new Date(before!.nextRunAt!).getTime()).toBeGreaterThan(clock.now().getTime());
    clock.advance(2 * 60 * 60 * 1000);
    await runDueJobs(db(), clock, serverLog.log);
    const after = await jobOf(await login('admin'));
    expect(after?.lastRun).toMatchObject({ status: 0, manual: false });
    expect(after?.lastRun?.costTime).toBeGreaterThanOrEqual(0);
    // the next run is a day after the one that ran
    const gap = new Date(after!.nextRunAt!).getTime() - new Date(after!.lastRun!.startedAt).getTime();
    expect(Math.abs(gap - DAY)).toBeLessThan(1000);
  });
});

describe('pausing and resuming a job', () => {
  it('stops the scheduler from running a due job until it is resumed', async () => {
    await ensureJobs(db(), clock);
    await oldLogin(200);
    const admin = await login('admin');
    expect((await setPaused(admin, true)).code).toBe(200);
    expect((await jobOf(admin))?.paused).toBe(true);
    clock.advance(3 * DAY);
    // two instances look; neither runs the paused job
    await Promise.all([runDueJobs(db(), clock, serverLog.log), runDueJobs(db(), clock, serverLog.log)]);
    expect(await db().select().from(jobRuns)).toEqual([]);
    expect(await oldLoginsLeft()).toBe(1);

    // the session ended while the clock moved on
    const again = await login('admin');
    expect((await setPaused(again, false)).code).toBe(200);
    expect((await jobOf(again))?.paused).toBe(false);
    await runDueJobs(db(), clock, serverLog.log);
    expect(await db().select().from(jobRuns)).toHaveLength(1);
    expect(await oldLoginsLeft()).toBe(0);
  });
});

describe('running a job now', () => {
  it('runs it once, as one run row and exactly one entry of the audit trail: the call', async () => {
    await ensureJobs(db(), clock);
    await oldLogin(200);
    const admin = await login('admin');
    const [newest] = await db().select().from(operLogs).orderBy(desc(operLogs.operId)).limit(1);
    const ran = await runNow(admin);
    expect(ran.code).toBe(200);
    expect(ran.data).toMatchObject({ jobKey: KEY, status: 0, manual: true });
    expect(await oldLoginsLeft()).toBe(0);
    const runs = await db().select().from(jobRuns);
    expect(runs).toHaveLength(1);
    const entries = (await db().select().from(operLogs).orderBy(desc(operLogs.operId))).filter(
      (entry) => entry.operId > (newest?.operId ?? 0),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      module: 'monitor',
      method: 'PUT',
      path: `/monitor/job/${KEY}/run`,
      operName: 'admin',
      status: 0,
    });
    // the schedule is left as it was: "run now" is one run more
    expect((await jobOf(admin))?.lastRun).toMatchObject({ runId: runs[0]!.runId, manual: true });
  });

  // Another instance's run holding the job's lock: a connection of its own, so PostgreSQL only
  // (PGlite has one connection, and one instance).
  it.skipIf(inject('serverDb').engine !== 'postgres')(
    'neither runs now nor on schedule while a run of the job is under way elsewhere',
    async () => {
      await ensureJobs(db(), clock);
      await oldLogin(200);
      clock.advance(2 * 60 * 60 * 1000);
      const admin = await login('admin');
      await db().transaction(async (elsewhere) => {
        expect(await takeJobLock(elsewhere, KEY)).toBe(true);
        const refused = await runNow(admin, KEY, 'en');
        expect(refused).toMatchObject({ code: 500, msg: 'The job is running now; try again shortly' });
        await runDueJobs(db(), clock, serverLog.log);
      });
      expect(await db().select().from(jobRuns)).toEqual([]);
      expect(await oldLoginsLeft()).toBe(1);
      // the lock went with the other run: run now runs
      expect((await runNow(admin)).code).toBe(200);
      expect(await oldLoginsLeft()).toBe(0);
    },
  );

  it("lists the job's runs newest first, a page at a time", async () => {
    await ensureJobs(db(), clock);
    const admin = await login('admin');
    for (let i = 0; i < 3; i++) {
      expect((await runNow(admin)).code).toBe(200);
      clock.advance(60 * 1000);
    }
    const first = await runsOf(admin, { pageNum: 1, pageSize: 2 });
    expect(first.total).toBe(3);
    expect(first.rows).toHaveLength(2);
    const second = await runsOf(admin, { pageNum: 2, pageSize: 2 });
    const times = [...first.rows, ...second.rows].map((run) => new Date(run.startedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(3);
    expect(first.rows.every((run) => run.manual && run.status === 0 && typeof run.facts.entries === 'number')).toBe(
      true,
    );
  });

  it('answers notFound, in both languages, for a key the registry does not know', async () => {
    const admin = await login('admin');
    const zh = await runNow(admin, 'java.lang.Runtime.exec', 'zh');
    const en = await runNow(admin, 'java.lang.Runtime.exec', 'en');
    expect(zh).toMatchObject({ code: 500, msg: '定时任务不存在' });
    expect(en).toMatchObject({ code: 500, msg: 'The scheduled job does not exist' });
    const paused = await call('/monitor/job/nosuchjob/changeStatus', {
      method: 'PUT',
      token: admin,
      body: { paused: true },
      lang: 'en',
    });
    expect(paused.msg).toBe('The scheduled job does not exist');
    expect((await call('/monitor/job/nosuchjob/runs', { token: admin, lang: 'en' })).msg).toBe(
      'The scheduled job does not exist',
    );
    expect(await db().select().from(jobRuns)).toEqual([]);
  });
});

describe('who may see and run the jobs', () => {
  const calls = [
    { path: '/monitor/job/list' },
    { path: `/monitor/job/${KEY}/runs` },
    { path: `/monitor/job/${KEY}/changeStatus`, method: 'PUT' as const, body: { paused: true } },
    { path: `/monitor/job/${KEY}/run`, method: 'PUT' as const, body: {} },
  ];

  it('answers 401 without a token', async () => {
    for (const { path, ...options } of calls) expect((await call(path, options)).code).toBe(401);
  });

  it("answers 403 to a school's administrator and a teacher, and runs nothing", async () => {
    await ensureJobs(db(), clock);
    for (const account of ['schooladmin', 'teacher']) {
      const token = await login(account);
      for (const { path, ...options } of calls) expect((await call(path, { ...options, token })).code).toBe(403);
    }
    expect(await db().select().from(jobRuns)).toEqual([]);
    expect((await jobOf(await login('admin')))?.paused).toBe(false);
  });
});
