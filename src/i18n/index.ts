import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, type Language } from '@/utils/language';
import { loadAllResources, startupNamespaces, startupResources } from '@/locales';

/** Starts i18next in the detected language with the messages of the pages outside the console. */
export function initI18n(language: Language = detectLanguage()) {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  return i18n.use(initReactI18next).init({
    resources: startupResources,
    lng: language,
    fallbackLng: 'zh',
    ns: startupNamespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

let allMessages: Promise<void> | undefined;

/**
 * Adds every namespace of both languages (an import file's headers are read in either). Awaited
 * before any page but the login page renders, so no screen ever shows a message key. dayjs
 * takes the language at the same time (it is not needed before).
 */
export function loadAllMessages(): Promise<void> {
  allMessages ??= Promise.all([loadAllResources(), import('./dayjs-locale')]).then(([resources, dayjs]) => {
    dayjs.applyDayjsLocale(currentLanguage());
    for (const [language, bundles] of Object.entries(resources))
      for (const [namespace, messages] of Object.entries(bundles))
        i18n.addResourceBundle(language, namespace, messages, true, false);
  });
  return allMessages;
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh';
}

export { i18n };
