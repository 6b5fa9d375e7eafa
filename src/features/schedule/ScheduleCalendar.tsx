import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import FullCalendar from '@fullcalendar/react';
import type {
  DateSelectArg,
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventInput,
} from '@fullcalendar/core';
import type { createElement as calendarElement } from '@fullcalendar/core/preact';
import zhCn from '@fullcalendar/core/locales/zh-cn';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import timeGridPlugin from '@fullcalendar/timegrid';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/utils/language';
import { DAY_FORMAT, TIME_FORMAT } from './day-fields';
import { lessonTimeFormat } from './lesson-time-format';
import type { ScheduleItem, ScheduleMove } from './types';
import styles from './calendar.module.css';

// FullCalendar and its plugins: this module is the calendar's own chunk, loaded when a calendar
// is first shown (CalendarPage imports it lazily), never with the schedule list.

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const TIME_24H = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const NO_EVENTS: EventInput[] = [];
const VIEWS = 'dayGridMonth,timeGridWeek,timeGridDay';
const HEADER = { left: 'prev,next today', center: 'title', right: VIEWS };
// a phone has no room for three groups on one line: the title and the arrows above, the rest below
const PHONE_HEADER = { left: 'title', right: 'prev,next' };
const PHONE_FOOTER = { left: 'today', right: VIEWS };

export interface CalendarRange {
  /** the first day shown */
  begin: string;
  /** the last day shown */
  end: string;
}

interface Props {
  language: Language;
  lessons: readonly ScheduleItem[];
  phone: boolean;
  /** lessons may be dragged and resized (changing one) */
  editable: boolean;
  /** a free slot may be chosen to plan a lesson there */
  plannable: boolean;
  onRange: (range: CalendarRange) => void;
  /** a drag or a resize: resolves false when the server refused it (the event then goes back) */
  onMove: (move: ScheduleMove) => Promise<boolean>;
  onOpen: (lesson: ScheduleItem) => void;
  onSelectSlot: (slot: { date: string; start?: string; end?: string }) => void;
}

/**
 * A lesson's time and title, drawn with FullCalendar's own element function (no React portal per
 * lesson) and, in the week and day views, as one element holding two lines of text instead of
 * FullCalendar's three elements in a flex column, with no title that sticks while the grid
 * scrolls: with hundreds of lessons in a week, each element, each flex box and each sticky box
 * is paid for in every style and layout pass. The text goes in as text, never as markup.
 */
const lessonContent = (arg: EventContentArg, h: typeof calendarElement) =>
  // the month view's lessons are one line with a dot: its own drawing serves (true)
  !arg.view.type.startsWith('timeGrid') ||
  h('div', { className: styles.lesson }, arg.timeText ? `${arg.timeText}\n${arg.event.title}` : arg.event.title);

/**
 * FullCalendar draws its arrows as `role="img"` with no name inside buttons that have one (their
 * hint): the image is decoration, so it is hidden from assistive technology instead.
 */
function hideArrowImages(root: HTMLElement): void {
  root.querySelectorAll('.fc-button [role="img"]').forEach((icon) => {
    icon.removeAttribute('role');
    icon.setAttribute('aria-hidden', 'true');
  });
}

const eventOf = (lesson: ScheduleItem): EventInput => ({
  id: String(lesson.scheduleId),
  title: [lesson.courseTitle, lesson.className].filter(Boolean).join(' · '),
  start: `${lesson.date}T${lesson.startTime}:00`,
  end: `${lesson.date}T${lesson.endTime}:00`,
  extendedProps: { lesson },
});

/**
 * The calendar. Its handlers never change identity (they read the latest props through a ref) and
 * the component is memoised: every new prop makes FullCalendar recompute its options and may
 * redraw every event, which with hundreds of lessons is the most costly thing the page does.
 */
function ScheduleCalendar(props: Props) {
  const { language, lessons, phone, editable, plannable } = props;
  const latest = useRef(props);
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    latest.current = props;
  });
  // The grid is drawn empty first and the lessons a frame later. FullCalendar measures its grid
  // while drawing it (several forced layouts); with hundreds of lessons already inside, each of
  // those layouts placed every lesson again, which cost more than drawing them once afterwards.
  const [gridDrawn, setGridDrawn] = useState(false);
  // FullCalendar draws its toolbar on its own schedule, again for a new view or size
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    hideArrowImages(el);
    const observer = new MutationObserver(() => hideArrowImages(el));
    observer.observe(el, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const { t } = useTranslation('schedule');
  // FullCalendar's Chinese hints say "last month" in every view; $0 is the view's unit
  const hints = useMemo(() => ({ prev: t('calendar.previousHint'), next: t('calendar.nextHint') }), [t]);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setGridDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const events = useMemo(() => (gridDrawn ? lessons.map(eventOf) : NO_EVENTS), [lessons, gridDrawn]);

  const handlers = useMemo(() => {
    const moved = async (info: EventDropArg | EventResizeDoneArg) => {
      const lesson = info.event.extendedProps.lesson as ScheduleItem;
      const start = info.event.start;
      if (!start) return info.revert();
      const minutes = dayjs(`2000-01-01 ${lesson.endTime}`).diff(dayjs(`2000-01-01 ${lesson.startTime}`), 'minute');
      const end = info.event.end ?? dayjs(start).add(minutes, 'minute').toDate();
      const accepted = await latest.current.onMove({
        scheduleId: lesson.scheduleId,
        date: dayjs(start).format(DAY_FORMAT),
        startTime: dayjs(start).format(TIME_FORMAT),
        endTime: dayjs(end).format(TIME_FORMAT),
      });
      if (!accepted) info.revert();
    };
    return {
      datesSet: (info: DatesSetArg) =>
        latest.current.onRange({
          begin: dayjs(info.start).format(DAY_FORMAT),
          end: dayjs(info.end).subtract(1, 'day').format(DAY_FORMAT),
        }),
      eventDrop: (info: EventDropArg) => void moved(info),
      eventResize: (info: EventResizeDoneArg) => void moved(info),
      eventClick: (info: EventClickArg) => latest.current.onOpen(info.event.extendedProps.lesson as ScheduleItem),
      select: (info: DateSelectArg) => {
        info.view.calendar.unselect();
        latest.current.onSelectSlot(
          info.allDay
            ? { date: info.startStr.slice(0, 10) }
            : {
                date: dayjs(info.start).format(DAY_FORMAT),
                start: dayjs(info.start).format(TIME_FORMAT),
                end: dayjs(info.end).format(TIME_FORMAT),
              },
        );
      },
    };
  }, []);

  return (
    <div ref={root} className={styles.calendar}>
      <FullCalendar
        plugins={PLUGINS}
        initialView={phone ? 'timeGridDay' : 'timeGridWeek'}
        headerToolbar={phone ? PHONE_HEADER : HEADER}
        footerToolbar={phone ? PHONE_FOOTER : false}
        locale={language === 'zh' ? zhCn : 'en'}
        buttonHints={hints}
        firstDay={1}
        allDaySlot={false}
        slotMinTime="07:00:00"
        slotMaxTime="21:00:00"
        scrollTime="08:00:00"
        height="auto"
        nowIndicator
        eventTimeFormat={lessonTimeFormat}
        eventContent={lessonContent}
        slotLabelFormat={TIME_24H}
        editable={editable}
        eventDurationEditable={editable}
        selectable={plannable}
        selectMirror
        events={events}
        datesSet={handlers.datesSet}
        eventDrop={handlers.eventDrop}
        eventResize={handlers.eventResize}
        eventClick={handlers.eventClick}
        select={handlers.select}
      />
    </div>
  );
}

export default memo(ScheduleCalendar);
