import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

// A form holds a date or a time as the text the backend reads and writes (`2025-07-01 09:00:00`,
// `09:30`): plain data, which a dialog's starting values, the unsaved-changes check and a local
// draft all copy as JSON. Only the picker sees a dayjs value; a date object in the form's values
// comes back from such a copy as a string, and a picker given a string fails to draw.

/** The picker's value of a text in `format`; null for no text or text that is no date. */
export function dayOfText(value: unknown, format: string): Dayjs | null {
  if (dayjs.isDayjs(value)) return value;
  if (typeof value !== 'string' || !value) return null;
  const day = dayjs(value, format);
  return day.isValid() ? day : null;
}

/** The form's text of a picked day; undefined when the picker was cleared. */
export const textOfDay = (day: Dayjs | null | undefined, format: string): string | undefined =>
  day ? day.format(format) : undefined;

/**
 * Props of a `Form.Item` around a DatePicker or TimePicker whose form value is text in `format`:
 * `<Form.Item name="examTime" {...dateTextItem(EXAM_TIME_FORMAT)}><DatePicker … /></Form.Item>`.
 */
export function dateTextItem(format: string) {
  return {
    getValueProps: (value: unknown) => ({ value: dayOfText(value, format) }),
    normalize: (day: Dayjs | null | undefined) => textOfDay(day, format),
  };
}
