import { desc, eq } from 'drizzle-orm';
import { jobRuns, jobs } from '../../db/schema';
import type { Db } from '../../db/types';
import { plus, type Clock } from '../../lib/clock';
import { conflict, failedOutside, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/log';
import { tablePage, type Query } from '../../lib/paging';
import { jobNamed, JOBS, type JobDefinition, type JobFacts } from './jobs/registry';
import { runJobNow } from './jobs/runner';

// The scheduled jobs screen (docs/api.md "Scheduled jobs"): the jobs the code registers with their
// state and last run, pausing and resuming one, running one now, and a job's runs. A job is named
// by a key the registry knows, never by code to call.

type RunRow = typeof jobRuns.$inferSelect;

/** The figures a run stored (runner.ts); a row of an older version held words instead: none. */
function factsOf(message: string): JobFacts {
  try {
    const facts: unknown = JSON.parse(message);
    return facts && typeof facts === 'object' && !Array.isArray(facts) ? (facts as JobFacts) : {};
  } catch {
    return {};
  }
}

const runAnswer = ({ startedAt, message, ...run }: RunRow) => ({
  ...run,
  startedAt: startedAt.toISOString(),
  facts: factsOf(message),
});

/** The registered job `jobKey` names, or notFound. */
function registered(jobKey: string): JobDefinition {
  return jobNamed(jobKey) ?? notFound('定时任务不存在', 'The scheduled job does not exist');
}

/** Every registered job: its schedule, whether it is paused, its next run and its last run. */
export async function listJobs(db: Db) {
  const states = new Map((await db.select().from(jobs)).map((row) => [row.jobKey, row]));
  const rows = await Promise.all(
    JOBS.map(async (job) => {
      const state = states.get(job.key);
      const [last] = await db
        .select()
        .from(jobRuns)
        .where(eq(jobRuns.jobKey, job.key))
        .orderBy(desc(jobRuns.startedAt), desc(jobRuns.runId))
        .limit(1);
      return {
        jobKey: job.key,
        everyMs: job.everyMs,
        paused: state?.paused ?? false,
        // a job's row is made at start (runner.ts ensureJobs); until then it has no next run
        nextRunAt: state?.nextRunAt.toISOString() ?? null,
        lastRun: last ? runAnswer(last) : null,
      };
    }),
  );
  return { rows, total: rows.length };
}

/** Pauses or resumes the job on every instance: each one's scheduler skips a paused job. */
export async function setPaused(db: Db, clock: Clock, jobKey: string, paused: boolean) {
  const job = registered(jobKey);
  await db
    .insert(jobs)
    .values({ jobKey: job.key, paused, nextRunAt: plus(clock.now(), job.firstDelayMs) })
    .onConflictDoUpdate({ target: jobs.jobKey, set: { paused } });
}

/** Runs the job now, once, inside the call's own audit entry; paused or not, its schedule stays. */
export async function runNow(db: Db, clock: Clock, log: Logger, jobKey: string) {
  const run = await runJobNow(db, clock, log, registered(jobKey));
  if (!run) return conflict('任务正在运行，请稍后再试', 'The job is running now; try again shortly');
  if (run.status !== 0) return failedOutside('任务运行失败，详见它的运行记录', 'The job failed: see its runs');
  return runAnswer(run);
}

/** The job's runs, newest first, a page at a time. */
export async function listRuns(db: Db, jobKey: string, q: Query) {
  const job = registered(jobKey);
  const where = eq(jobRuns.jobKey, job.key);
  const page = await tablePage(db, q, jobRuns, where, {}, desc(jobRuns.startedAt), desc(jobRuns.runId));
  return { ...page, rows: page.rows.map(runAnswer) };
}
