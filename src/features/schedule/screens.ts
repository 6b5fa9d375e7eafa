import { defineScreens, recordPage } from '@/utils/screens';
import { SCHEDULE_LIST_PATH } from './paths';
import { SCHEDULE_PERMS } from './perms';

export default defineScreens({
  screens: {
    'user/schedule/index': () => import('./SchedulePage'),
    'user/schedule/edite_base': () => import('./ScheduleEditPage'),
    'user/schedule/fullCalendar': () => import('./CalendarPage'),
  },
  pages: [
    // One tab per lesson: the id (or `new`) is in the path; a new one may carry date/start/end.
    recordPage('/user/schedule/edite_base/:id', 'schedule:editor.title', [SCHEDULE_PERMS.edit], SCHEDULE_LIST_PATH, {
      creates: true,
    }),
  ],
});
