import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { JOBS, type JobDefinition } from '../../../server/areas/monitor/jobs/registry';
import { ensureJobs, runDueJobs } from '../../../server/areas/monitor/jobs/runner';
import { configs, operChanges, operLogs } from '../../../server/db/schema';
import { call, login } from '../helpers/client';
import { clock, db, serverLog } from '../helpers/harness';

// A job's run is in the audit trail exactly once, with the rows it changed (docs/api.md
// "Scheduled jobs"): a scheduled run is an entry of its own; "run now" is the call's entry, the
// run's changes recorded under it and no second entry made. The registered retention job only
// deletes rows of the logs, which the trail does not record row by row, so a job that changes a
// parameter stands in for a later job here, registered for this file's tests alone.

const PARAMETER = 'sys.index.skinName';
const editsAParameter: JobDefinition = {
  key: 'testEditsParameter',
  everyMs: 60 * 60 * 1000,
  firstDelayMs: 0,
  businessType: 'edit',
  run: async (db, clock) => {
    await db
      .update(configs)
      .set({ configValue: `skin-${clock.now().getTime()}` })
      .where(eq(configs.configKey, PARAMETER));
    return { parameters: 1 };
  },
};

const registry = JOBS as JobDefinition[];
registry.push(editsAParameter);
afterAll(() => void registry.splice(registry.indexOf(editsAParameter), 1));

const newestId = async () =>
  (await db().select({ id: operLogs.operId }).from(operLogs).orderBy(desc(operLogs.operId)).limit(1))[0]?.id ?? 0;
const entriesAfter = async (id: number) =>
  (await db().select().from(operLogs).orderBy(desc(operLogs.operId))).filter((entry) => entry.operId > id);
const changesOf = (operId: number) => db().select().from(operChanges).where(eq(operChanges.operId, operId));

describe("a job's run in the audit trail", () => {
  it("records a manual run's changed rows under the call's one entry", async () => {
    const admin = await login('admin');
    const before = await newestId();
    const ran = await call(`/monitor/job/${editsAParameter.key}/run`, { method: 'PUT', token: admin, body: {} });
    expect(ran.code).toBe(200);
    const made = await entriesAfter(before);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      method: 'PUT',
      path: `/monitor/job/${editsAParameter.key}/run`,
      operName: 'admin',
    });
    const changes = await changesOf(made[0]!.operId);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ tableName: 'sys_config', action: 'UPDATE' });
    expect(JSON.stringify(changes[0]!.changes)).toContain('skin-');
  });

  it("records a scheduled run as an entry of its own with the run's changed rows", async () => {
    await ensureJobs(db(), clock);
    clock.advance(2 * 60 * 60 * 1000);
    const before = await newestId();
    await runDueJobs(db(), clock, serverLog.log);
    const made = await entriesAfter(before);
    const mine = made.filter((entry) => entry.path === `/monitor/job/${editsAParameter.key}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ method: 'JOB', module: 'monitor', businessType: 'edit', operName: '' });
    expect((await changesOf(mine[0]!.operId)).map((change) => change.tableName)).toEqual(['sys_config']);
  });
});
