import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Language } from '@/utils/language';

const DAYJS_LOCALE: Record<Language, string> = { zh: 'zh-cn', en: 'en' };

/** Dates formatted by dayjs (week starts, month names) follow the console's language. */
export function applyDayjsLocale(language: Language): void {
  dayjs.locale(DAYJS_LOCALE[language]);
}
