import { memo, useMemo } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { Outlet } from 'react-router-dom';
import { STATIC_STYLES } from '@/antd-static-styles';
import { showClickWave } from '@/components/click-wave';
import { PickerEnterGuard } from '@/components/PickerEnterGuard';
import { currentLanguage } from '@/i18n';
import { themeTokens } from '@/theme';
import { antdSize, useAppStore } from '@/stores/app';
import { useSettingsStore } from '@/stores/settings';

/** antd's press ring, drawn without a React root per click (see click-wave.ts). */
const WAVE = { showEffect: showClickWave };

/** The dark sidebar's colours (RuoYi's slate rather than antd's navy). */
const DARK_SIDEBAR = {
  Layout: { siderBg: '#304156' },
  Menu: { darkItemBg: '#304156', darkSubMenuItemBg: '#1f2d3d', darkPopupBg: '#1f2d3d' },
};

/**
 * antd's locale, size and theme for every screen built with antd. A lazy route of its own:
 * the login page is hand-styled and does not load antd (docs/performance.md). The theme colour
 * of the layout settings recolours everything live through antd's tokens (the CSS variables its
 * stylesheet reads: src/antd-static-styles.ts), with no other stylesheet fetched.
 */
function AppProviders() {
  const size = useAppStore((s) => s.size);
  const themeColor = useSettingsStore((s) => s.theme);
  const theme = useMemo<ThemeConfig>(
    () => ({ ...STATIC_STYLES, token: themeTokens(themeColor), components: DARK_SIDEBAR }),
    [themeColor],
  );
  return (
    <ConfigProvider
      locale={currentLanguage() === 'en' ? enUS : zhCN}
      componentSize={antdSize(size)}
      theme={theme}
      wave={WAVE}
      // A virtual option list keeps a hidden list for screen readers whose rows read as the
      // options' raw values (a stage's "1 2" above "Primary"); the console's lists are short.
      virtual={false}
    >
      <PickerEnterGuard />
      <Outlet />
    </ConfigProvider>
  );
}

// The router renders its route's element afresh on every navigation (a list's filter or page
// included); with no props to change, memo lets antd's ConfigProvider skip that render, while the
// outlet below still follows the route.
export default memo(AppProviders);
