import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

export interface ChartItem {
  key: string;
  label: string;
  value: number;
}

/**
 * A small horizontal bar chart of the home counts: plain SVG bars in a CSS grid, so it needs no
 * chart library and stays readable from a phone to a wide screen. Loaded on demand (own chunk).
 */
export default function StatsChart({ items }: { items: ChartItem[] }) {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  const max = Math.max(1, ...items.map((item) => item.value));
  const summary = items.map((item) => `${item.label} ${item.value}`).join(t('chart.separator'));
  return (
    <figure className={styles.chart} role="img" aria-label={t('chart.label', { summary })}>
      {items.map((item) => (
        <div key={item.key} className={styles.chartRow} aria-hidden="true">
          <span className={styles.chartLabel}>{item.label}</span>
          <svg className={styles.chartBar} width="100%" height="20" focusable="false">
            <rect width="100%" height="20" rx="4" fill={token.colorFillTertiary} />
            <rect
              className={styles.chartFill}
              width={`${(item.value / max) * 100}%`}
              height="20"
              rx="4"
              fill={token.colorPrimary}
            />
          </svg>
          <span className={styles.chartValue}>{item.value}</span>
        </div>
      ))}
    </figure>
  );
}
