// Where the schedule screens live. The editor has the lesson's id (or `new`) in its path, one
// tab per lesson; a new lesson may come with `date`, `start` and `end` from the calendar.

export const SCHEDULE_LIST_PATH = '/user/schedule/index';
export const SCHEDULE_CALENDAR_PATH = '/user/schedule/fullCalendar';

export interface EditorOpening {
  /** prefill of a new lesson: the slot chosen in the calendar */
  date?: string;
  start?: string;
  end?: string;
  /** opened from the calendar: saving goes back there */
  from?: 'calendar';
}

export function scheduleEditorPath(id: number | 'new', opening: EditorOpening = {}): string {
  const path = `/user/schedule/edite_base/${id}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(opening)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
