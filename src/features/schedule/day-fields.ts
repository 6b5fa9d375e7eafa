import type { Dayjs } from 'dayjs';
import { dayOfText, textOfDay } from '@/utils/date-text';

// The editor keeps dates and times as text (YYYY-MM-DD, HH:mm), what the calls send and what a
// local draft can store; the pickers show them as dayjs values (see utils/date-text).

export const DAY_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm';

export const asDay = (value: unknown) => ({ value: dayOfText(value, DAY_FORMAT) });
export const asTime = (value: unknown) => ({ value: dayOfText(value, TIME_FORMAT) });
export const dayOf = (value: Dayjs | null | undefined) => textOfDay(value, DAY_FORMAT);
export const timeOf = (value: Dayjs | null | undefined) => textOfDay(value, TIME_FORMAT);
