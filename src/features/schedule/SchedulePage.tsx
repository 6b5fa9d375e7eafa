import { useCallback, useState } from 'react';
import { Button, Tag } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { feedback } from '@/api/feedback';
import { useAccess } from '@/hooks/useAccess';
import { IdSelect } from '@/components/IdSelect';
import { CrudScreen, defineFilters, useCrudList, useInvalidate } from '@/components/list';
import { deleteSchedules, schedules } from './api';
import { DeleteLessonDialog } from './DeleteLessonDialog';
import { SCHEDULE_CALENDAR_PATH, scheduleEditorPath } from './paths';
import { SCHEDULE_PERMS } from './perms';
import { scheduleKeys, useScheduleOptions } from './queries';
import type { ScheduleForm, ScheduleItem, SeriesScope } from './types';

const FILTERS = defineFilters([
  { name: 'classId', kind: 'custom', label: 'schedule:class' },
  { name: 'courseId', kind: 'custom', label: 'schedule:course' },
  { name: 'dateRange', kind: 'dateRange', label: 'schedule:date' },
]);
const TEACHER_FILTER = defineFilters([{ name: 'teacherUserId', kind: 'custom', label: 'schedule:teacher' }]);

/** `user/schedule/index`: my lessons as a list (an administrator sees every teacher's). */
export default function SchedulePage() {
  const { t } = useTranslation('schedule');
  const navigate = useNavigate();
  const { can } = useAccess();
  const options = useScheduleOptions();
  const teachers = options.data?.teachers ?? [];
  const showTeacher = teachers.length > 0;
  const invalidate = useInvalidate(scheduleKeys.all);
  const [deleting, setDeleting] = useState<ScheduleItem | null>(null);
  // a lesson of a weekly series: the dialog asks which occurrences go
  const remove = useCallback(
    async (lesson: ScheduleItem, scope: SeriesScope) => {
      await deleteSchedules([lesson.scheduleId], scope);
      void feedback.success(t('widgets:list.deleted'));
      await invalidate();
    },
    [t, invalidate],
  );
  const crud = useCrudList<ScheduleItem, ScheduleForm>({
    // a single lesson is deleted as any record: asked, deleted, said
    resource: { list: schedules.list, remove: (ids) => deleteSchedules(ids), idField: schedules.idField },
    queryKey: scheduleKeys.list(),
    writeKey: scheduleKeys.all,
    filters: showTeacher ? [...TEACHER_FILTER, ...FILTERS] : FILTERS,
    // planning opens the lesson editor, which is the Edit button's page: it takes both
    perms: {
      add: can(SCHEDULE_PERMS.edit) ? SCHEDULE_PERMS.add : undefined,
      edit: SCHEDULE_PERMS.edit,
      remove: SCHEDULE_PERMS.remove,
    },
    nameField: 'courseTitle',
    nameOf: (lesson) => `${lesson.date} ${lesson.startTime} ${lesson.courseTitle}`,
    selectable: false,
    editorPath: (id) => scheduleEditorPath(id),
    tableId: 'user-schedule',
    columns: ({ pinnedActions, askDelete }) => [
      { key: 'date', title: t('date'), dataIndex: 'date', width: 120 },
      {
        key: 'time',
        title: t('time'),
        width: 120,
        render: (_, row) => `${row.startTime}–${row.endTime}`,
        exportValue: (row) => `${row.startTime}-${row.endTime}`,
      },
      ...(showTeacher ? [{ key: 'teacherName', title: t('teacher'), dataIndex: 'teacherName', width: 120 }] : []),
      { key: 'className', title: t('class'), dataIndex: 'className', width: 160, ellipsis: true },
      { key: 'courseTitle', title: t('course'), dataIndex: 'courseTitle', width: 200, ellipsis: true },
      { key: 'lessonTitle', title: t('lesson'), dataIndex: 'lessonTitle', width: 200, ellipsis: true },
      { key: 'place', title: t('place'), dataIndex: 'place', width: 140, ellipsis: true },
      {
        key: 'series',
        title: t('repeat'),
        width: 160,
        render: (_, row) =>
          row.seriesId === null ? null : <Tag color="blue">{t('weeklyUntil', { date: row.seriesEnd })}</Tag>,
      },
      pinnedActions((row) => ({
        remove: {
          permission: SCHEDULE_PERMS.remove,
          onClick: () => (row.seriesId !== null ? setDeleting(row) : void askDelete([row])),
        },
      })),
    ],
    columnDeps: [t, showTeacher],
  });
  // a filter's choices, by id
  const pick = (placeholder: string, width: number, choices: Array<{ value: number; label: string }>) => (
    <IdSelect allowClear width={width} placeholder={placeholder} choices={choices} />
  );
  const teacherChoices = teachers.map((x) => ({ value: x.userId, label: x.name }));
  const classChoices = (options.data?.classes ?? []).map((c) => ({ value: c.classId, label: c.className }));
  const courseChoices = (options.data?.courses ?? []).map((c) => ({ value: c.courseId, label: c.title }));

  return (
    <CrudScreen
      crud={crud}
      controls={{
        teacherUserId: pick(t('teacher'), 180, teacherChoices),
        classId: pick(t('class'), 180, classChoices),
        courseId: pick(t('course'), 200, courseChoices),
      }}
      buttons={
        <Button icon={<CalendarOutlined />} onClick={() => void navigate(SCHEDULE_CALENDAR_PATH)}>
          {t('calendar.open')}
        </Button>
      }
      scrollX={1300}
    >
      <DeleteLessonDialog lesson={deleting} onDelete={remove} onClose={() => setDeleting(null)} />
    </CrudScreen>
  );
}
