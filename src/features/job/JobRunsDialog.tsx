import { useState } from 'react';
import { Flex, Modal, Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePhoneWidth } from '@/hooks/usePhoneWidth';
import { localTime } from '@/utils/local-time';
import { durationText, jobName, RunResultTag, runSummary } from './labels';
import { useJobRuns } from './queries';
import type { JobRun, ScheduledJob } from './types';

const PAGE_SIZE = 10;

const columns = (t: TFunction) => [
  { key: 'startedAt', title: t('startedAt'), dataIndex: 'startedAt', width: 170, render: localTime },
  {
    key: 'costTime',
    title: t('duration'),
    dataIndex: 'costTime',
    width: 90,
    render: (ms: number) => durationText(t, ms),
  },
  {
    key: 'status',
    title: t('result'),
    dataIndex: 'status',
    width: 80,
    render: (status: number) => <RunResultTag t={t} status={status} />,
  },
  {
    key: 'manual',
    title: t('trigger'),
    dataIndex: 'manual',
    width: 90,
    render: (manual: boolean) => <TriggerTag t={t} manual={manual} />,
  },
  { key: 'message', title: t('message'), ellipsis: true, render: (_: unknown, run: JobRun) => runSummary(t, run) },
];

const TriggerTag = ({ t, manual }: { t: TFunction; manual: boolean }) => (
  <Tag>{manual ? t('manual') : t('scheduled')}</Tag>
);

/** On a phone each run is one cell, its facts stacked, so the dialog never scrolls sideways. */
const phoneColumns = (t: TFunction) => [
  {
    key: 'run',
    title: t('startedAt'),
    dataIndex: 'startedAt',
    render: (_: unknown, run: JobRun) => (
      <Flex vertical gap={4}>
        <span>{localTime(run.startedAt)}</span>
        <Flex gap="small" wrap align="center">
          <RunResultTag t={t} status={run.status} />
          <TriggerTag t={t} manual={run.manual} />
          <span>{durationText(t, run.costTime)}</span>
        </Flex>
        <Typography.Text type="secondary">{runSummary(t, run)}</Typography.Text>
      </Flex>
    ),
  },
];

/** A job's runs, newest first, a page at a time; open while `job` is set. */
export function JobRunsDialog({ job, onClose }: { job: ScheduledJob | null; onClose: () => void }) {
  const { t } = useTranslation('job');
  const [page, setPage] = useState(1);
  const runs = useJobRuns(job?.jobKey ?? null, page, PAGE_SIZE);
  const phone = usePhoneWidth();
  const close = () => {
    setPage(1);
    onClose();
  };
  return (
    <Modal
      open={job !== null}
      title={job ? t('runsTitle', { name: jobName(t, job.jobKey) }) : null}
      onCancel={close}
      footer={null}
      width={900}
      destroyOnHidden
    >
      <Table<JobRun>
        rowKey="runId"
        size="small"
        columns={phone ? phoneColumns(t) : columns(t)}
        dataSource={runs.data?.rows ?? []}
        loading={runs.isFetching}
        scroll={phone ? undefined : { x: 640 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: runs.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Modal>
  );
}
