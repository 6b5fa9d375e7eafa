import { and, eq, lte } from 'drizzle-orm';
import { auditScope, type AuditScope } from '../../../db/audit-scope';
import { jobRuns, jobs, operLogs } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { plus, type Clock } from '../../../lib/clock';
import type { Logger } from '../../../lib/log';
import { JOBS, type JobDefinition } from './registry';

// Runs the registered jobs (./registry.ts) when they are due, once however many instances are up:
// each instance looks every minute, and the one whose update moves a due job's next run forward
// runs it (the update is the lock; the others find it no longer due). Each run is a row of the
// job's history and an entry of the audit trail, with the rows it changed.

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

/** Runs `job` now and records the run; a failure is recorded, logged and not thrown. */
export async function runJob(db: Db, clock: Clock, log: Logger, job: JobDefinition, manual = false) {
  const startedAt = clock.now();
  const started = performance.now();
  const scope: AuditScope = { operId: null };
  let status = 0;
  let message: string;
  try {
    message = await auditScope.run(scope, () => job.run(db, clock));
  } catch (error) {
    status = 1;
    // the screen says that it failed; what failed (perhaps a database's text) goes to the log
    message = 'failed: see the server log';
    log.error({ err: error, job: job.key }, 'a scheduled job failed');
  }
  const costTime = Math.round(performance.now() - started);
  await db.insert(operLogs).values({
    ...(scope.operId !== null && { operId: scope.operId }),
    module: 'monitor',
    businessType: job.businessType,
    method: 'JOB',
    path: `/monitor/job/${job.key}`,
    status,
    errorMsg: status ? message : '',
    costTime,
  });
  const [run] = await db
    .insert(jobRuns)
    .values({ jobKey: job.key, startedAt, costTime, status, message: message.slice(0, 500), manual })
    .returning();
  return run!;
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
