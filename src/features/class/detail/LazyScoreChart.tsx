import { lazy, Suspense } from 'react';
import type { ScoreBand } from '../types';
import styles from './detail.module.css';

const loadChart = () => import('./ScoreChart');
const Chart = lazy(loadChart);

/**
 * Fetches and runs the chart library ahead of the first detail; the class list calls it once the
 * browser is idle. Opening a detail then waits neither for the chunk nor for running it, and the
 * chart is drawn in its own pass after the detail's first one.
 */
export function preloadScoreChart(): void {
  // a failure here is not the user's concern yet: the detail asks again and shows it then
  void loadChart().catch(() => undefined);
}

interface Props {
  bands: ScoreBand[];
  /** the axis and tooltip name of a bar's value (人数 / Students) */
  countLabel: string;
  /** what the chart shows, for screen readers: every band with its count */
  description: string;
}

/**
 * The distribution chart, its chart library fetched the first time a detail shows it. The figure
 * and its description are here, outside the lazy chunk: a screen reader has them at once. Unlike
 * the app's other code fetched on first use (lazyComponent), this stays React.lazy on purpose:
 * even with its chunk here it suspends once, and React reveals it a few hundred milliseconds
 * after the students (its throttle of Suspense reveals), in a placeholder of its size. Drawn in
 * the same pass, recharts' first chart made the detail's opening half as long again.
 */
export function LazyScoreChart({ bands, countLabel, description }: Props) {
  return (
    <div role="img" aria-label={description} style={{ width: '100%', height: 240 }}>
      <Suspense fallback={<div className={styles.chartLoading} />}>
        <Chart bands={bands} countLabel={countLabel} />
      </Suspense>
    </div>
  );
}
