import { get, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { JobRun, ScheduledJob } from './types';

// docs/api.md "Scheduled jobs": a job is named by its key, never by code to call.

const path = (jobKey: string) => `/monitor/job/${encodeURIComponent(jobKey)}`;

/** Every job the server registers, with its state and last run. */
export const scheduledJobs = {
  idField: 'jobKey' as const,
  list: (query: ListQuery) => get<PageResult<ScheduledJob>>('/monitor/job/list', { params: query }),
};

/** Pauses or resumes the job on every instance. */
export const setJobPaused = (jobKey: string, paused: boolean) =>
  put<ApiResult>(`${path(jobKey)}/changeStatus`, { paused });

/** Runs the job once, now. */
export const runJobNow = (jobKey: string) => put<ApiResult<JobRun>>(`${path(jobKey)}/run`, {});

/** One page of the job's runs, newest first. */
export const jobRuns = (jobKey: string, pageNum: number, pageSize: number) =>
  get<PageResult<JobRun>>(`${path(jobKey)}/runs`, { params: { pageNum, pageSize } });
