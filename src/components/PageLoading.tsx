import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProgressWhile } from '@/hooks/route-progress';

/** Shown while a lazy screen loads; the route progress bar runs meanwhile. */
export default function PageLoading() {
  const { t } = useTranslation();
  useProgressWhile(true);
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 0' }}>
      <Spin description={t('loading')} />
    </div>
  );
}
