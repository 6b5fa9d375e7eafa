import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureJobs, runDueJobs } from '../../../server/areas/monitor/jobs/runner';
import { RETENTION_KEYS } from '../../../server/areas/monitor/jobs/retention';
import { jobRuns, jobs, loginLogs, operChanges, operLogs } from '../../../server/db/schema';
import { plus } from '../../../server/lib/clock';
import { login, setConfig } from '../helpers/client';
import { clock, db, serverLog } from '../helpers/harness';

// The scheduled jobs (docs/api.md "Scheduled jobs"): the logs' retention runs daily, once however
// many instances look, deletes what each log's parameter no longer keeps, and is itself an entry
// of the audit trail.

const DAY = 24 * 60 * 60 * 1000;

async function oldRows(days: number) {
  const when = plus(clock.now(), -days * DAY);
  const [entry] = await db()
    .insert(operLogs)
    .values({
      module: 'config',
      businessType: 'edit',
      method: 'PUT',
      path: '/system/config',
      status: 0,
      costTime: 1,
      operTime: when,
    })
    .returning();
  await db()
    .insert(operChanges)
    .values({ operId: entry!.operId, tableName: 'sys_config', recordKey: '1', action: 'UPDATE', changes: {} });
  await db().insert(loginLogs).values({ userName: 'someone', result: 'loggedIn', loginTime: when });
  return entry!.operId;
}

describe('the log retention job', () => {
  it('deletes entries older than each log keeps, keeps the newer ones, and is an entry itself', async () => {
    await ensureJobs(db(), clock);
    const old = await oldRows(200);
    const recent = await oldRows(100);
    await setConfig(await login('admin'), RETENTION_KEYS.logininfor, '0');
    clock.advance(2 * 60 * 60 * 1000);
    await Promise.all([runDueJobs(db(), clock, serverLog.log), runDueJobs(db(), clock, serverLog.log)]);
    const runs = await db().select().from(jobRuns).where(eq(jobRuns.jobKey, 'logRetention'));
    // two instances looked at once; one ran it
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 0, manual: false });
    // what it did, as figures the screen words in its reader's language
    expect(JSON.parse(runs[0]!.message)).toEqual({ entries: 1, operDays: 180, logins: 0, loginDays: 0 });
    const ids = (await db().select({ id: operLogs.operId }).from(operLogs)).map((r) => r.id);
    expect(ids).not.toContain(old);
    expect(ids).toContain(recent);
    expect(await db().select().from(operChanges).where(eq(operChanges.operId, old))).toEqual([]);
    // the login log keeps everything: its parameter says 0
    expect((await db().select().from(loginLogs).where(eq(loginLogs.userName, 'someone'))).length).toBe(2);
    const [entry] = await db().select().from(operLogs).orderBy(desc(operLogs.operId)).limit(1);
    expect(entry).toMatchObject({
      module: 'monitor',
      businessType: 'clean',
      method: 'JOB',
      path: '/monitor/job/logRetention',
    });
  });

  it('does not run a paused job, nor one not yet due', async () => {
    await ensureJobs(db(), clock);
    await runDueJobs(db(), clock, serverLog.log);
    await db().update(jobs).set({ paused: true });
    clock.advance(3 * DAY);
    await runDueJobs(db(), clock, serverLog.log);
    expect(await db().select().from(jobRuns)).toEqual([]);
  });
});
