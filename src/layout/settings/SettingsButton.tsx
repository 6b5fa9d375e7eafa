import { Button } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '@/stores/settings';

/** Opens the layout settings drawer. */
export default function SettingsButton() {
  const { t } = useTranslation('settings');
  const open = useSettingsStore((s) => s.setShowSettings);
  return (
    <Button
      type="text"
      icon={<SettingOutlined />}
      aria-label={t('title')}
      title={t('title')}
      onClick={() => open(true)}
    />
  );
}
