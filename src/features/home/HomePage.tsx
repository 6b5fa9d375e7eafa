import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Button, Card, Spin, Typography } from 'antd';
import {
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  FlagOutlined,
  IdcardOutlined,
  MessageOutlined,
  ReadOutlined,
  TeamOutlined,
} from '@ant-design/icons';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRoutesStore } from '@/stores/routes';
import { useSessionStore } from '@/stores/session';
import type { StatKey } from './types';
import { useHomeSetup, useHomeStats } from './queries';
import { SetupChecklist } from './SetupChecklist';
import { HOME_PERMS } from './perms';
import { useAccess } from '@/hooks/useAccess';
import { listPathFor, statsForRole } from './stat-cards';
import type { ChartItem } from './StatsChart';
import styles from './home.module.css';
import { lazyComponent } from '@/utils/lazy-component';

// The chart is its own chunk, fetched when it scrolls into view or the user asks for it.
const StatsChart = lazyComponent(() => import('./StatsChart'), Spin);

const LOOK: Record<StatKey, { icon: ComponentType; color: string; background: string }> = {
  schools: { icon: BankOutlined, color: '#1677ff', background: '#e6f4ff' },
  courses: { icon: ReadOutlined, color: '#13a8a8', background: '#e6fffb' },
  teachers: { icon: IdcardOutlined, color: '#722ed1', background: '#f9f0ff' },
  classes: { icon: TeamOutlined, color: '#389e0d', background: '#f6ffed' },
  pendingApprovals: { icon: AuditOutlined, color: '#d46b08', background: '#fff7e6' },
  unreadMessages: { icon: MessageOutlined, color: '#cf1322', background: '#fff1f0' },
  activities: { icon: FlagOutlined, color: '#c41d7f', background: '#fff0f6' },
};

function StatCard({ stat, label, value, to }: { stat: StatKey; label: string; value?: number; to?: string }) {
  const { icon: Icon, color, background } = LOOK[stat];
  const card = (
    <Card className={styles.card} size="small">
      <div className={styles.cardBody}>
        <span className={styles.cardIcon} style={{ color, background }} aria-hidden="true">
          <Icon />
        </span>
        <div>
          <div className={styles.cardLabel}>{label}</div>
          <div className={styles.cardValue}>{value ?? '—'}</div>
        </div>
      </div>
    </Card>
  );
  return to ? (
    <Link to={to} className={styles.cardLink}>
      {card}
    </Link>
  ) : (
    card
  );
}

function ChartSection({ items }: { items: ChartItem[] }) {
  const { t } = useTranslation('home');
  const [shown, setShown] = useState(false);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = holder.current;
    if (shown || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown]);

  return (
    <section className={styles.section} aria-labelledby="home-chart-title">
      <Typography.Title level={4} id="home-chart-title">
        {t('chart.title')}
      </Typography.Title>
      <div ref={holder} className={styles.chartHolder}>
        {shown ? (
          <StatsChart items={items} />
        ) : (
          <Button icon={<BarChartOutlined />} onClick={() => setShown(true)}>
            {t('chart.show')}
          </Button>
        )}
      </div>
    </section>
  );
}

/**
 * `/index`: the home tab. A greeting, the first-run checklist while the platform administrator has
 * one, the counts that matter to the active role, one chart.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const name = useSessionStore((s) => s.user?.nickName || s.name);
  const roleKey = useSessionStore((s) => s.roles[0]);
  const roleName = useSessionStore((s) => s.user?.roles?.find((r) => r.roleKey === s.roles[0])?.roleName);
  const pages = useRoutesStore((s) => s.pages);
  const pagePaths = useMemo(() => new Set(pages.map((p) => p.path)), [pages]);
  const stats = useHomeStats();
  const setup = useHomeSetup(useAccess().can(HOME_PERMS.setup));

  const keys = statsForRole(roleKey);
  const chartItems = stats.data ? keys.map((key) => ({ key, label: t(`stats.${key}`), value: stats.data[key] })) : [];

  return (
    <section>
      <Typography.Title level={3}>{t('common:welcome', { name })}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {roleName ? t('role', { role: roleName }) : null}
        {t('common:welcomeHint')}
      </Typography.Paragraph>

      {setup.data?.open ? <SetupChecklist setup={setup.data} pages={pages} /> : null}

      <section className={styles.section} aria-labelledby="home-stats-title">
        <Typography.Title level={4} id="home-stats-title">
          {t('stats.title')}
        </Typography.Title>
        <Spin spinning={stats.isPending}>
          <div className={styles.cards}>
            {keys.map((key) => (
              <StatCard
                key={key}
                stat={key}
                label={t(`stats.${key}`)}
                value={stats.data?.[key]}
                to={listPathFor(key, pagePaths)}
              />
            ))}
          </div>
        </Spin>
      </section>

      {chartItems.length ? <ChartSection items={chartItems} /> : null}
    </section>
  );
}
