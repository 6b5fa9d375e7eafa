import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { Outlet } from 'react-router-dom';
import { currentLanguage } from '@/i18n';
import { antdSize, useAppStore } from '@/stores/app';
import { currentThemeColor } from '@/theme';

/**
 * antd's locale, size and theme for every screen built with antd. A lazy route of its own:
 * the login page is hand-styled and does not load antd (README "Performance").
 */
export default function AppProviders() {
  const size = useAppStore((s) => s.size);
  return (
    <ConfigProvider
      locale={currentLanguage() === 'en' ? enUS : zhCN}
      componentSize={antdSize(size)}
      theme={{ token: { colorPrimary: currentThemeColor() } }}
    >
      <Outlet />
    </ConfigProvider>
  );
}
