import { useTranslation } from 'react-i18next';
import type { ClassScores } from '../types';
import styles from './detail.module.css';

/** Count, mean, median, highest, lowest and pass rate of one exam; a dash where there is no score. */
export function ScoreSummary({ scores }: { scores: ClassScores }) {
  const { t } = useTranslation('class');
  const { stats } = scores;
  const items = [
    { key: 'count', title: t('stats.count'), value: stats.count },
    { key: 'mean', title: t('stats.mean'), value: stats.mean },
    { key: 'median', title: t('stats.median'), value: stats.median },
    { key: 'highest', title: t('stats.highest'), value: stats.highest },
    { key: 'lowest', title: t('stats.lowest'), value: stats.lowest },
    {
      key: 'passRate',
      title: t('stats.passRate', { mark: scores.passMark }),
      value: stats.passRate === null ? null : `${stats.passRate}%`,
    },
  ];
  return (
    <ul className={styles.stats} aria-label={t('stats.title')}>
      {items.map((item) => (
        <li key={item.key}>
          <div className={styles.statTitle}>{item.title}</div>
          <div className={styles.statValue}>{item.value ?? '—'}</div>
        </li>
      ))}
    </ul>
  );
}
