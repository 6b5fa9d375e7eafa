import type { BusinessType } from '@contract/monitor';
import type { Db } from '../../../db/types';
import type { Clock } from '../../../lib/clock';
import { applyRetention } from './retention';

// The jobs the code registers (docs/api.md "Scheduled jobs"). The screen runs, pauses and resumes
// these by key; it never names code to call, unlike RuoYi's job screen, whose free-text target
// runs any method (a known way to run code on the server).

/** What a run did, as named figures (the console's job.json words them per job). */
export type JobFacts = Record<string, number>;

export interface JobDefinition {
  key: string;
  /** how often it runs */
  everyMs: number;
  /** its first run after a new database's first start */
  firstDelayMs: number;
  /** the kind of operation its run is in the audit trail */
  businessType: BusinessType;
  /** does the work; answers what it did as named figures, which the screen words in its language */
  run: (db: Db, clock: Clock) => Promise<JobFacts>;
}

const HOUR_MS = 60 * 60 * 1000;

export const JOBS: readonly JobDefinition[] = [
  { key: 'logRetention', everyMs: 24 * HOUR_MS, firstDelayMs: HOUR_MS, businessType: 'clean', run: applyRetention },
];

export const jobNamed = (key: string): JobDefinition | undefined => JOBS.find((job) => job.key === key);
