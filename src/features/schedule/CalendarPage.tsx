import { useCallback, useState } from 'react';
import { Button, Card, Space, Spin } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { feedback } from '@/api/feedback';
import { useAccess } from '@/hooks/useAccess';
import { usePhoneWidth } from '@/hooks/usePhoneWidth';
import { currentLanguage } from '@/i18n';
import { lazyComponent } from '@/utils/lazy-component';
import { moveSchedule } from './api';
import { downloadIcs } from './ics-export';
import { IcsMenu } from './IcsMenu';
import { SCHEDULE_LIST_PATH, scheduleEditorPath, type EditorOpening } from './paths';
import { SCHEDULE_PERMS } from './perms';
import { firstRange } from './first-range';
import { scheduleKeys, useScheduleRange } from './queries';
import type { CalendarRange } from './ScheduleCalendar';
import type { ScheduleItem, ScheduleMove } from './types';

// FullCalendar is large: it loads with the calendar itself, not with this page's chunk.
const CalendarLoading = () => <Spin style={{ display: 'block', padding: 48 }} />;
const ScheduleCalendar = lazyComponent(() => import('./ScheduleCalendar'), CalendarLoading);
const NO_LESSONS: ScheduleItem[] = [];

/**
 * `user/schedule/fullCalendar`: my lessons in a calendar (month, week, day; Monday first, in the
 * current language). Drag to move, resize to change length (the server's clash check refuses and
 * the lesson goes back), click to edit, select a free slot to plan; export what is shown as .ics, or
 * subscribe a phone's calendar to the teacher's address (./IcsMenu.tsx).
 */
export default function CalendarPage() {
  const { t } = useTranslation('schedule');
  const navigate = useNavigate();
  const phone = usePhoneWidth();
  const { can } = useAccess();
  const client = useQueryClient();
  // the first days are known before FullCalendar has loaded: their lessons load meanwhile
  const [range, setRange] = useState<CalendarRange>(() => firstRange(phone));
  const lessons = useScheduleRange(range);
  const editable = can(SCHEDULE_PERMS.edit);
  // planning opens the lesson editor, which is the Edit button's page
  const plannable = editable && can(SCHEDULE_PERMS.add);

  // stable callbacks: the memoised calendar redraws only when its lessons or its look change
  const move = useCallback(
    async (next: ScheduleMove) => {
      try {
        await moveSchedule(next);
      } catch {
        return false; // the request layer showed why (a clash names the lesson in the way)
      }
      void feedback.success(t('calendar.moved'));
      await client.invalidateQueries({ queryKey: scheduleKeys.all });
      return true;
    },
    [client, t],
  );
  const open = useCallback(
    (lesson: ScheduleItem) => void navigate(scheduleEditorPath(lesson.scheduleId, { from: 'calendar' })),
    [navigate],
  );
  const plan = useCallback(
    (slot: EditorOpening) => void navigate(scheduleEditorPath('new', { ...slot, from: 'calendar' })),
    [navigate],
  );
  const lessonsShown = lessons.data ?? NO_LESSONS;

  const exportIcs = () => {
    downloadIcs(lessonsShown, t('ics.fileName', { begin: range.begin, end: range.end }));
  };

  return (
    <Card
      variant="borderless"
      // on a phone the buttons need the whole line; the menu already names the page
      title={phone ? undefined : t('calendar.title')}
      extra={
        <Space wrap>
          <IcsMenu onExport={exportIcs} exportDisabled={lessons.isLoading} />
          <Button icon={<UnorderedListOutlined />} onClick={() => void navigate(SCHEDULE_LIST_PATH)}>
            {t('calendar.list')}
          </Button>
        </Space>
      }
    >
      <ScheduleCalendar
        // FullCalendar takes its view only when it starts: a window turned to phone width (or
        // back) starts it again, in the day view on a phone and the week view otherwise
        key={phone ? 'day' : 'week'}
        language={currentLanguage()}
        lessons={lessonsShown}
        phone={phone}
        editable={editable}
        plannable={plannable}
        onRange={setRange}
        onMove={move}
        onOpen={open}
        onSelectSlot={plan}
      />
    </Card>
  );
}
