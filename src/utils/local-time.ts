import dayjs from 'dayjs';

/**
 * A moment the server sends as an ISO instant (`2026-11-29T18:42:14.000Z`), as the user's own
 * clock reads it: `2026-11-30 02:42:14` in Beijing. Empty for no value.
 */
export function localTime(instant: string | null | undefined): string {
  if (!instant) return '';
  const moment = dayjs(instant);
  return moment.isValid() ? moment.format('YYYY-MM-DD HH:mm:ss') : '';
}
