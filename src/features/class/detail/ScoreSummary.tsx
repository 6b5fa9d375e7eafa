import { Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClassScores } from '../types';

/** Count, mean, median, highest, lowest and pass rate of one exam; a dash where there is no score. */
export function ScoreSummary({ scores }: { scores: ClassScores }) {
  const { t } = useTranslation('class');
  const { stats } = scores;
  const items = [
    { key: 'count', value: stats.count },
    { key: 'mean', value: stats.mean },
    { key: 'median', value: stats.median },
    { key: 'highest', value: stats.highest },
    { key: 'lowest', value: stats.lowest },
  ];
  return (
    <Row gutter={[16, 16]} role="list" aria-label={t('stats.title')}>
      {items.map((item) => (
        <Col key={item.key} xs={12} sm={8} md={4} role="listitem">
          <Statistic title={t(`stats.${item.key}`)} value={item.value ?? '—'} />
        </Col>
      ))}
      <Col xs={12} sm={8} md={4} role="listitem">
        <Statistic
          title={t('stats.passRate', { mark: scores.passMark })}
          value={stats.passRate ?? '—'}
          suffix={stats.passRate === null ? undefined : '%'}
        />
      </Col>
    </Row>
  );
}
