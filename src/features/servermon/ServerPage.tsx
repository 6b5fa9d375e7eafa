import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Skeleton, Statistic } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localTime } from '@/utils/local-time';
import type { Language } from '@/utils/language';
import { formatBytes, formatMs, formatNumber, formatShare, formatUptime } from './format';
import { REFRESH_MS, useServerFigures } from './queries';
import type { ServerFigures, TrafficWindow } from './types';
import styles from './servermon.module.css';

interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

/** One card: its headline figure, then its facts, one a line (they fit 390 px). */
function FigureCard({ title, headline, facts }: { title: string; headline: ReactNode; facts: Fact[] }) {
  return (
    <Card title={title} size="small" role="region" aria-label={title} className={styles.card}>
      {headline}
      <Descriptions
        size="small"
        column={1}
        items={facts.map(({ key, label, value }) => ({ key, label, children: value }))}
      />
    </Card>
  );
}

function useLang(): Language {
  return useTranslation().i18n.language === 'en' ? 'en' : 'zh';
}

function cards(figures: ServerFigures, t: TFunction<'servermon'>, lang: Language) {
  const { instance, memory, eventLoop, database, traffic } = figures;
  const bytes = (value: number) => formatBytes(lang, value);
  const ms = (value: number) => formatMs(lang, value);
  const trafficFacts = (window: TrafficWindow, key: string): Fact[] => [
    {
      key: `${key}Rate`,
      label: t('perMinuteOver', { count: window.minutes }),
      value: formatNumber(lang, window.perMinute),
    },
    {
      key: `${key}Refused`,
      label: t('refusedOver', { count: window.minutes }),
      value: `${formatShare(lang, window.refusedRate)} (${formatNumber(lang, window.refused, 0)})`,
    },
    {
      key: `${key}Errors`,
      label: t('errorsOver', { count: window.minutes }),
      value: `${formatShare(lang, window.errorRate)} (${formatNumber(lang, window.errors, 0)})`,
    },
  ];
  const pool = database.pool;
  return [
    <FigureCard
      key="instance"
      title={t('instance')}
      headline={<Statistic title={t('uptime')} value={formatUptime(lang, instance.uptimeSeconds)} />}
      facts={[
        { key: 'version', label: t('version'), value: instance.version || '-' },
        { key: 'startedAt', label: t('startedAt'), value: localTime(instance.startedAt) },
        { key: 'node', label: t('node'), value: instance.node },
        { key: 'platform', label: t('platform'), value: instance.platform },
        { key: 'cpus', label: t('cpus'), value: formatNumber(lang, instance.cpus, 0) },
        {
          key: 'load',
          label: t('loadAverage'),
          value: instance.loadAverage.map((load) => formatNumber(lang, load, 2)).join(' / '),
        },
      ]}
    />,
    <FigureCard
      key="memory"
      title={t('memory')}
      headline={<Statistic title={t('rss')} value={bytes(memory.rssBytes)} />}
      facts={[
        { key: 'heapUsed', label: t('heapUsed'), value: bytes(memory.heapUsedBytes) },
        { key: 'heapTotal', label: t('heapTotal'), value: bytes(memory.heapTotalBytes) },
        { key: 'external', label: t('external'), value: bytes(memory.externalBytes) },
      ]}
    />,
    <FigureCard
      key="eventLoop"
      title={t('eventLoop')}
      headline={<Statistic title={t('p99')} value={ms(eventLoop.p99Ms)} />}
      facts={[
        { key: 'mean', label: t('mean'), value: ms(eventLoop.meanMs) },
        { key: 'max', label: t('max'), value: ms(eventLoop.maxMs) },
        { key: 'over', label: t('over'), value: formatUptime(lang, eventLoop.seconds) },
      ]}
    />,
    <FigureCard
      key="database"
      title={t('database')}
      headline={
        <Statistic
          title={t('size')}
          value={database.sizeBytes === null ? t('sizeUnknown') : bytes(database.sizeBytes)}
        />
      }
      facts={[
        { key: 'engine', label: t('engine'), value: t(`engines.${database.engine}`) },
        ...(pool
          ? [
              { key: 'poolMax', label: t('poolMax'), value: formatNumber(lang, pool.max, 0) },
              { key: 'poolTotal', label: t('poolTotal'), value: formatNumber(lang, pool.total, 0) },
              { key: 'poolIdle', label: t('poolIdle'), value: formatNumber(lang, pool.idle, 0) },
              { key: 'poolWaiting', label: t('poolWaiting'), value: formatNumber(lang, pool.waiting, 0) },
            ]
          : [{ key: 'connections', label: t('connections'), value: t('oneConnection') }]),
      ]}
    />,
    <FigureCard
      key="traffic"
      title={t('traffic')}
      headline={
        <Statistic title={t('perMinuteOver', { count: 1 })} value={formatNumber(lang, traffic.lastMinute.perMinute)} />
      }
      facts={[...trafficFacts(traffic.lastMinute, 'one').slice(1), ...trafficFacts(traffic.lastFiveMinutes, 'five')]}
    />,
  ];
}

/**
 * `monitor/server/index` (服务监控 / Server): the figures of the instance that answers (docs/api.md
 * "Server figures and metrics"), refreshed every 10 s while the screen is shown, or on Refresh.
 */
export default function ServerPage() {
  const { t } = useTranslation('servermon');
  const lang = useLang();
  const figures = useServerFigures();
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <span className={styles.updated}>
          {figures.dataUpdatedAt
            ? t('updatedAt', {
                time: localTime(new Date(figures.dataUpdatedAt).toISOString()),
                seconds: REFRESH_MS / 1000,
              })
            : null}
        </span>
        <Button icon={<ReloadOutlined />} loading={figures.isFetching} onClick={() => void figures.refetch()}>
          {t('refresh')}
        </Button>
      </div>
      {figures.isError && !figures.data ? <Alert type="error" showIcon title={t('failed')} /> : null}
      {figures.data ? (
        <div className={styles.cards}>{cards(figures.data, t, lang)}</div>
      ) : figures.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : null}
    </div>
  );
}
