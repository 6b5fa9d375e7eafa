import { lt } from 'drizzle-orm';
import { loginLogs, operLogs } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { plus, type Clock } from '../../../lib/clock';
import { configValue } from '../../config/values';
import { removeEntries } from '../operlog';
import type { JobFacts } from './registry';

// The logs' retention (docs/api.md "Scheduled jobs"): each log keeps the days its parameter says
// (180 when the parameter is missing or not a number; 0 keeps everything), the daily job deletes
// the rest.

export const RETENTION_KEYS = {
  operlog: 'monitor.operlog.retentionDays',
  logininfor: 'monitor.logininfor.retentionDays',
} as const;

const DEFAULT_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

async function daysKept(db: Db, key: string): Promise<number> {
  const days = Number((await configValue(db, key)) ?? DEFAULT_DAYS);
  return Number.isInteger(days) && days >= 0 ? days : DEFAULT_DAYS;
}

/** Deletes what each log keeps no longer; answers how many rows went and the days each keeps (0: all). */
export async function applyRetention(db: Db, clock: Clock): Promise<JobFacts> {
  const now = clock.now();
  const operDays = await daysKept(db, RETENTION_KEYS.operlog);
  const loginDays = await daysKept(db, RETENTION_KEYS.logininfor);
  let entries = 0;
  let logins = 0;
  if (operDays > 0) {
    entries = await removeEntries(db, lt(operLogs.operTime, plus(now, -operDays * DAY_MS)));
  }
  if (loginDays > 0)
    logins = (
      await db
        .delete(loginLogs)
        .where(lt(loginLogs.loginTime, plus(now, -loginDays * DAY_MS)))
        .returning({ id: loginLogs.infoId })
    ).length;
  return { entries, operDays, logins, loginDays };
}
