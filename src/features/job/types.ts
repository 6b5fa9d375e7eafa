/** A run's figures by name (the logs' retention: entries, operDays, logins, loginDays). */
export type JobFacts = Record<string, number>;

/** One run of a job (docs/api.md "Scheduled jobs"). */
export interface JobRun {
  runId: number;
  jobKey: string;
  /** ISO instant */
  startedAt: string;
  /** milliseconds */
  costTime: number;
  /** 0 done, 1 failed */
  status: number;
  /** what the run did, as named figures the screen words (none when it failed) */
  facts: JobFacts;
  /** run by "Run now" rather than the schedule */
  manual: boolean;
}

/** A job the server registers: its key names it, the console names it in the user's language. */
export interface ScheduledJob {
  jobKey: string;
  /** how often it runs */
  everyMs: number;
  paused: boolean;
  /** ISO instant; null before the server first started with this job */
  nextRunAt: string | null;
  lastRun: JobRun | null;
}
