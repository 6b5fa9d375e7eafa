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
  /** what the run did, or that it failed */
  message: string;
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
