import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { JobFacts, JobRun } from './types';

// How the screen names a job and its runs in the user's language: a job by its key (the server
// sends no text of its own), its schedule in words, a run's result as a tag.

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** 日志清理 / Log retention; the key itself for a job this console does not know yet. */
export const jobName = (t: TFunction, jobKey: string): string => t(`job:jobs.${jobKey}.name`, { defaultValue: jobKey });

export const jobDescription = (t: TFunction, jobKey: string): string =>
  t(`job:jobs.${jobKey}.description`, { defaultValue: '' });

/** 每 24 小时 / every 24 hours (minutes when the interval is not whole hours). */
export function scheduleText(t: TFunction, everyMs: number): string {
  if (everyMs % HOUR_MS === 0) return t('job:everyHours', { count: everyMs / HOUR_MS });
  return t('job:everyMinutes', { count: Math.max(1, Math.round(everyMs / MINUTE_MS)) });
}

/** A run's duration: milliseconds under a second, else seconds. */
export const durationText = (t: TFunction, ms: number): string =>
  ms < 1000 ? t('job:ms', { count: ms }) : t('job:seconds', { count: Math.round(ms / 100) / 10 });

export function RunResultTag({ t, status }: { t: TFunction; status: number }) {
  return status === 0 ? <Tag color="success">{t('job:done')}</Tag> : <Tag color="error">{t('job:failed')}</Tag>;
}

export function PausedTag({ t, paused }: { t: TFunction; paused: boolean }) {
  return paused ? <Tag color="warning">{t('job:paused')}</Tag> : <Tag color="processing">{t('job:active')}</Tag>;
}

/** The days a log keeps, in words (0: everything). */
const keeps = (t: TFunction, days: number | undefined) =>
  days ? t('job:keepsDays', { count: days }) : t('job:keepsAll');

/** Each job's figures in words; a job this console does not word yet shows none. */
const FACTS_IN_WORDS: Record<string, (t: TFunction, facts: JobFacts) => string> = {
  logRetention: (t, facts) =>
    t('job:jobs.logRetention.facts', {
      entries: facts.entries ?? 0,
      logins: facts.logins ?? 0,
      operKeeps: keeps(t, facts.operDays),
      loginKeeps: keeps(t, facts.loginDays),
    }),
};

/** What a run did, in the reader's language, from the figures the server keeps. */
export function runSummary(t: TFunction, run: JobRun): string {
  if (run.status !== 0) return t('job:failedSeeLog');
  return FACTS_IN_WORDS[run.jobKey]?.(t, run.facts) ?? '';
}
