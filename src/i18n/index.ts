import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { detectLanguage, type Language } from '@/utils/language';
import { resources, namespaces } from '@/locales';

const DAYJS_LOCALE: Record<Language, string> = { zh: 'zh-cn', en: 'en' };

/** Starts i18next in the detected language; dayjs follows it. */
export function initI18n(language: Language = detectLanguage()) {
  dayjs.locale(DAYJS_LOCALE[language]);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  return i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'zh',
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh';
}

export { i18n };
