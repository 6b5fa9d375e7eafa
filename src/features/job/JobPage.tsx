import { useState } from 'react';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmAction, CrudToolbar, labelColumn, ListTable, useCrudList, useListAction } from '@/components/list';
import { localTime } from '@/utils/local-time';
import { runJobNow, scheduledJobs, setJobPaused } from './api';
import { JobRunsDialog } from './JobRunsDialog';
import { durationText, jobDescription, jobName, PausedTag, RunResultTag, scheduleText } from './labels';
import { JOB_PERMS } from './perms';
import { jobKeys } from './queries';
import type { ScheduledJob } from './types';

/**
 * `monitor/job/index`: the jobs the server registers (never code named in a text field), each
 * with its schedule, state, next and last run; pause or resume it, run it now, read its runs.
 */
export default function JobPage() {
  const { t } = useTranslation('job');
  const [runsOf, setRunsOf] = useState<ScheduledJob | null>(null);
  const crud = useCrudList<ScheduledJob, ScheduledJob>({
    resource: scheduledJobs,
    queryKey: jobKeys.list(),
    perms: {},
    nameField: 'jobKey',
    tableId: 'monitor-job',
    selectable: false,
    columns: ({ pinnedActions }) => [
      {
        key: 'job',
        title: t('job'),
        dataIndex: 'jobKey',
        render: (key: string) => (
          <Flex vertical>
            <Typography.Text strong>{jobName(t, key)}</Typography.Text>
            <Typography.Text type="secondary">{jobDescription(t, key)}</Typography.Text>
          </Flex>
        ),
        exportValue: (job: ScheduledJob) => jobName(t, job.jobKey),
      },
      { ...labelColumn('everyMs', t('schedule'), 130, (everyMs: number) => scheduleText(t, everyMs)), key: 'schedule' },
      {
        key: 'paused',
        title: t('status'),
        dataIndex: 'paused',
        width: 90,
        render: (paused: boolean) => <PausedTag t={t} paused={paused} />,
      },
      {
        key: 'nextRunAt',
        title: t('nextRun'),
        dataIndex: 'nextRunAt',
        width: 170,
        render: (at: string | null, job: ScheduledJob) => (job.paused ? t('none') : localTime(at) || t('none')),
      },
      {
        key: 'lastRun',
        title: t('lastRun'),
        dataIndex: 'lastRun',
        width: 260,
        render: (_: unknown, job: ScheduledJob) =>
          job.lastRun ? (
            <Flex gap="small" align="center" wrap>
              <span>{localTime(job.lastRun.startedAt)}</span>
              <RunResultTag t={t} status={job.lastRun.status} />
              <span>{durationText(t, job.lastRun.costTime)}</span>
            </Flex>
          ) : (
            t('never')
          ),
      },
      pinnedActions(
        (job) => ({
          more: [
            {
              label: job.paused ? t('resume') : t('pause'),
              permission: JOB_PERMS.changeStatus,
              onClick: () => void askPause(job),
            },
            { label: t('runNow'), permission: JOB_PERMS.run, onClick: () => void askRun(job) },
            { label: t('runs'), onClick: () => setRunsOf(job) },
          ],
        }),
        190,
      ),
    ],
    columnDeps: [t],
  });

  // both refresh the whole feature: the list and any runs dialog
  const changeStatus = useListAction(
    jobKeys.all,
    (job: ScheduledJob) => setJobPaused(job.jobKey, !job.paused),
    (job) => t(job.paused ? 'resumed' : 'pausedDone', { name: jobName(t, job.jobKey) }),
  );
  const run = useListAction(
    jobKeys.all,
    (job: ScheduledJob) => runJobNow(job.jobKey),
    (job) => t('ran', { name: jobName(t, job.jobKey) }),
  );
  async function askPause(job: ScheduledJob) {
    const question = t(job.paused ? 'resumeAsk' : 'pauseAsk', { name: jobName(t, job.jobKey) });
    if (await confirmAction(question)) await changeStatus(job);
  }
  async function askRun(job: ScheduledJob) {
    if (await confirmAction(t('runAsk', { name: jobName(t, job.jobKey) }))) await run(job);
  }

  // the list kit's frame without its search form: there is nothing to search among a few jobs
  return (
    <Card variant="borderless">
      <CrudToolbar<ScheduledJob> {...crud.toolbar} search={undefined} />
      <ListTable<ScheduledJob> {...crud.table} scrollX={900} />
      <JobRunsDialog job={runsOf} onClose={() => setRunsOf(null)} />
    </Card>
  );
}
