import { and, eq, lte, sql } from 'drizzle-orm';
import { auditScope, type AuditScope } from '../../../db/audit-scope';
import { jobRuns, jobs } from '../../../db/schema';
import { writeEntry } from '../../../lib/audit/entries';
import { rawRows, type Db } from '../../../db/types';
import { plus, type Clock } from '../../../lib/clock';
import type { Logger } from '../../../lib/log';
import { JOBS, type JobDefinition, type JobFacts } from './registry';

// Runs the registered jobs (./registry.ts) when they are due, once however many instances are up:
// each instance looks every minute, and the one whose update moves a due job's next run forward
// runs it (the update is the claim; the others find it no longer due), holding the job's lock while
// it runs so that a "run now" cannot overlap it. Each run is a row of the job's history and an
// entry of the audit trail, with the rows it changed.

/** How often an instance looks for due jobs. */
export const JOB_TICK_MS = 60 * 1000;

/** The jobs' rows a database lacks (a new database, or a job a new version registers). */
export async function ensureJobs(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await db
    .insert(jobs)
    .values(JOBS.map((job) => ({ jobKey: job.key, nextRunAt: plus(now, job.firstDelayMs) })))
    .onConflictDoNothing({ target: jobs.jobKey });
}

/** True when this instance took the due run of `job`. */
async function claim(db: Db, clock: Clock, job: JobDefinition): Promise<boolean> {
  const now = clock.now();
  const taken = await db
    .update(jobs)
    .set({ nextRunAt: plus(now, job.everyMs) })
    .where(and(eq(jobs.jobKey, job.key), eq(jobs.paused, false), lte(jobs.nextRunAt, now)))
    .returning({ jobKey: jobs.jobKey });
  return taken.length > 0;
}

/** What one run did, before it is recorded. */
interface Outcome {
  startedAt: Date;
  costTime: number;
  /** 0 done, 1 failed */
  status: number;
  /** what the run did (nothing when it failed: what failed goes to the server's log) */
  facts: JobFacts;
}

/** The entry's refusal text of a failed run, which no request's language chooses. */
const FAILED = '任务运行失败，详见服务器日志 / The job failed: see the server log';

/** Refusal of the job's lock: a run of it is under way, on this instance or another. */
const BUSY = Symbol('the job is running');

/** The jobs' advisory locks are (this number, the key's hash): the two-key form, apart from the start-up lock. */
const JOB_LOCK_CLASS = 0x637370; // "csp"

/** Takes the job's lock for the transaction `tx` is, or answers false when a run holds it. */
export async function takeJobLock(tx: Db, jobKey: string): Promise<boolean> {
  const [lock] = await rawRows<{ taken: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}, hashtext(${jobKey})) as taken`,
  );
  return lock?.taken === true;
}

/**
 * Does one run of `job` in a transaction that holds the job's lock (a transaction-level advisory
 * lock, released when the run ends), so two runs of a job never overlap, whichever instance and
 * whichever of the schedule and "run now" started them; null when a run holds it. The run's writes
 * are all or nothing. A failure is logged and answered, not thrown.
 */
async function perform(db: Db, clock: Clock, log: Logger, job: JobDefinition): Promise<Outcome | null> {
  const startedAt = clock.now();
  const started = performance.now();
  let status = 0;
  let facts: JobFacts = {};
  try {
    facts = await db.transaction(async (tx) => {
      if (!(await takeJobLock(tx, job.key))) throw BUSY;
      return job.run(tx, clock);
    });
  } catch (error) {
    if (error === BUSY) return null;
    status = 1;
    // the screen says that it failed; what failed (perhaps a database's text) goes to the log
    log.error({ err: error, job: job.key }, 'a scheduled job failed');
  }
  return { startedAt, costTime: Math.round(performance.now() - started), status, facts };
}

async function recordRun(db: Db, job: JobDefinition, outcome: Outcome, manual: boolean) {
  const { startedAt, costTime, status, facts } = outcome;
  const [run] = await db
    .insert(jobRuns)
    .values({ jobKey: job.key, startedAt, costTime, status, message: JSON.stringify(facts), manual })
    .returning();
  return run!;
}

/**
 * A scheduled run of `job`: its own entry of the audit trail (no request made it), the rows it
 * changed recorded under that entry. Null when a run of the job was under way.
 */
export async function runJob(db: Db, clock: Clock, log: Logger, job: JobDefinition) {
  const scope: AuditScope = { changesKey: null };
  const outcome = await auditScope.run(scope, () => perform(db, clock, log, job));
  if (!outcome) return null;
  await writeEntry(db, scope, {
    module: 'monitor',
    businessType: job.businessType,
    method: 'JOB',
    path: `/monitor/job/${job.key}`,
    status: outcome.status,
    errorMsg: outcome.status ? FAILED : '',
    costTime: outcome.costTime,
  });
  return recordRun(db, job, outcome, false);
}

/**
 * "Run now" from the screen: called inside the call's audit scope, so the rows the run changes are
 * recorded under the call's own entry and the run makes no second one. The schedule is left as it
 * was. Null when a run of the job was under way.
 */
export async function runJobNow(db: Db, clock: Clock, log: Logger, job: JobDefinition) {
  const outcome = await perform(db, clock, log, job);
  return outcome && recordRun(db, job, outcome, true);
}

/** Runs every job that is due and that this instance claims. */
export async function runDueJobs(db: Db, clock: Clock, log: Logger): Promise<void> {
  for (const job of JOBS) if (await claim(db, clock, job)) await runJob(db, clock, log, job);
}

/** Looks for due jobs every JOB_TICK_MS until stopped; the timer does not keep the process alive. */
export function startJobs(db: Db, clock: Clock, log: Logger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueJobs(db, clock, log)
      .catch((error: unknown) => log.error({ err: error }, 'looking for due jobs failed'))
      .finally(() => (running = false));
  }, JOB_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
