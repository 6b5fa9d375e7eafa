import dayjs, { type Dayjs } from 'dayjs';

// The editor keeps dates and times as text (YYYY-MM-DD, HH:mm), what the calls send and what a
// local draft can store; the pickers show them as dayjs values.

export const DAY_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm';

export const asDay = (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : null });
export const asTime = (value: unknown) => ({
  value: typeof value === 'string' && value ? dayjs(`2000-01-01 ${value}`) : null,
});
export const dayOf = (value: Dayjs | null | undefined) => (value ? value.format(DAY_FORMAT) : undefined);
export const timeOf = (value: Dayjs | null | undefined) => (value ? value.format(TIME_FORMAT) : undefined);
