import { ConfigProvider, message, Modal, notification } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { currentLanguage } from '@/i18n';
import { currentThemeColor, themeTokens } from '@/theme';

// antd's static functions render outside the app tree; this gives them its locale and colour.
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
