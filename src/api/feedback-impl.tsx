import { ConfigProvider, message, Modal, notification } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { currentLanguage } from '@/i18n';
import { currentThemeColor, themeTokens } from '@/theme';

// antd's static functions render outside the app tree; this gives them its locale and colour.
// They make their own styles at run time (not the console's zero-runtime mode, src/antd-static-styles.ts):
// they can speak on pages that never link antd's stylesheet, such as the login page.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider
      locale={currentLanguage() === 'en' ? enUS : zhCN}
      theme={{ token: themeTokens(currentThemeColor()) }}
    >
      {children}
    </ConfigProvider>
  ),
});

export { message, Modal, notification };
