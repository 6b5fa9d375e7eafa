import { Button, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActivityState } from './ActivityState';
import type { PublicActivity } from './types';
import styles from './website.module.css';

/** The published activities as cards: state, dates, intro, and the way in to details or registering. */
export function ActivityList({ activities, onOpen }: { activities: PublicActivity[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation('website');
  if (!activities.length) return <Empty description={t('activities.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <ul className={styles.grid}>
      {activities.map((a) => (
        <li key={a.activityId} id={`activity-${a.activityId}`}>
          <Card
            className={styles.card}
            cover={a.cover ? <img src={a.cover} alt="" className={styles.cardCover} /> : undefined}
          >
            <h3 className={styles.cardTitle}>{a.name}</h3>
            <p className={styles.cardMeta}>
              <ActivityState state={a.state} />
              <span>{t('activities.dates', { begin: a.beginTime.slice(0, 16), end: a.endTime.slice(0, 16) })}</span>
            </p>
            <p className={styles.cardText}>{a.intro}</p>
            <p className={styles.cardMeta}>{t('activities.count', { count: a.registrationCount })}</p>
            <Button
              type={a.state === '1' ? 'primary' : 'default'}
              onClick={() => onOpen(a.activityId)}
              // "报名" shown as "报 名" would no longer be part of the name read out
              autoInsertSpace={false}
              aria-label={t(a.state === '1' ? 'activities.registerFor' : 'activities.detailsOf', { name: a.name })}
            >
              {t(a.state === '1' ? 'activities.register' : 'activities.details')}
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
