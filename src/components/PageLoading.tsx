import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export default function PageLoading() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 0' }}>
      <Spin description={t('loading')} />
    </div>
  );
}
