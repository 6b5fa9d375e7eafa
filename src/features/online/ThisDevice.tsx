import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The mark on the session the user is calling from: 本设备 / This device. */
export function ThisDevice() {
  const { t } = useTranslation('online');
  return <Tag color="processing">{t('thisDevice')}</Tag>;
}
