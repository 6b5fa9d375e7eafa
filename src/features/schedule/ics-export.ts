import { i18n } from '@/i18n';
import { saveBlob } from '@/utils/save-blob';
import { buildIcs, lessonSummary } from '@contract/ics';
import type { ScheduleItem } from './types';

/** Saves the lessons as `<name>.ics`, named in the current language. */
export function downloadIcs(lessons: readonly ScheduleItem[], fileName: string): void {
  const text = buildIcs(lessons, {
    calendarName: i18n.t('schedule:ics.calendarName'),
    summary: lessonSummary,
    description: (lesson) => i18n.t('schedule:ics.description', { className: lesson.className }),
  });
  saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), `${fileName}.ics`);
}
