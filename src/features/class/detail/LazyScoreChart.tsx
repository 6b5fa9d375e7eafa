import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';

const Chart = lazy(() => import('./ScoreChart'));

/** The distribution chart, its chart library fetched the first time a detail shows it. */
export function LazyScoreChart(props: ComponentProps<typeof Chart>) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 240 }} />}>
      <Chart {...props} />
    </Suspense>
  );
}
