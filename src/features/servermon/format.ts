import type { Language } from '@/utils/language';

// The figures as the user's language writes them (12.3 MB, 4.5 ms / 4.5毫秒, 2 days 3 hours /
// 2天 3小时, 0.4%), through the browser's Intl: no unit is spelt here.

const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

const number = (lang: Language, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(LOCALES[lang], options);

const MB = 1024 * 1024;

/** Bytes in megabytes, or gigabytes from 1024 MB on. */
export function formatBytes(lang: Language, bytes: number): string {
  const megabytes = bytes / MB;
  if (megabytes >= 1024)
    return number(lang, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 2 }).format(megabytes / 1024);
  return number(lang, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(megabytes);
}

export function formatMs(lang: Language, ms: number): string {
  return number(lang, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 2 }).format(ms);
}

/** A share from 0 to 1 as a percentage. */
export function formatShare(lang: Language, share: number): string {
  return number(lang, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

export function formatNumber(lang: Language, value: number, fractionDigits = 1): string {
  return number(lang, { maximumFractionDigits: fractionDigits }).format(value);
}

/** A duration as days, hours and minutes, the zero ones left out; under a minute, in seconds. */
export function formatUptime(lang: Language, seconds: number): string {
  const unit = (amount: number, name: 'day' | 'hour' | 'minute' | 'second') =>
    number(lang, { style: 'unit', unit: name, unitDisplay: 'long' }).format(amount);
  if (seconds < 60) return unit(Math.floor(seconds), 'second');
  const parts: Array<[number, 'day' | 'hour' | 'minute']> = [
    [Math.floor(seconds / 86_400), 'day'],
    [Math.floor((seconds % 86_400) / 3_600), 'hour'],
    [Math.floor((seconds % 3_600) / 60), 'minute'],
  ];
  return parts
    .filter(([amount]) => amount > 0)
    .map(([amount, name]) => unit(amount, name))
    .join(' ');
}
