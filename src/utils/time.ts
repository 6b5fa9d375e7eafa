/** Default pattern: `{y}-{m}-{d} {h}:{i}:{s}`. */
export const DEFAULT_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** Reads what a backend sends as a time: Date, epoch (10 digits = seconds), digit string or date text. */
export function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  let input: string | number = value;
  if (typeof input === 'string') {
    input = input.trim();
    if (/^-?\d+$/.test(input)) input = Number(input);
    else
      input = input
        .replace(/-/g, '/')
        .replace('T', ' ')
        .replace(/\.\d{1,3}/, '');
  }
  if (typeof input === 'number' && String(Math.trunc(Math.abs(input))).length === 10) input *= 1000;
  return new Date(input);
}

/**
 * Formats a time like RuoYi's parseTime: `{y}` `{m}` `{d}` `{h}` `{i}`
 * `{s}` are zero-padded, `{a}` is the weekday (日, 一, ...). Falsy input or an unreadable date gives ''.
 */
export function parseTime(
  value: Date | string | number | null | undefined,
  pattern: string = DEFAULT_TIME_PATTERN,
): string {
  if (value === null || value === undefined || value === '' || value === 0) return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return pattern.replace(/\{([ymdhisa])+\}/g, (_, key: string) => {
    const n = parts[key];
    if (key === 'a') return WEEKDAYS[n];
    return String(n).padStart(2, '0');
  });
}
