import type { ScheduleRow } from '@mock/db/teaching-types';

// Planned lessons that tests put in the schedule table (whose seed is another part's work).

/** A single (not weekly) 09:00–09:45 lesson; `fields` names the teacher, class, course, date, .... */
export function scheduleRow(
  fields: Pick<ScheduleRow, 'scheduleId' | 'teacherUserId' | 'schoolId' | 'classId' | 'courseId' | 'date'> &
    Partial<ScheduleRow>,
): ScheduleRow {
  return {
    lessonId: null,
    startTime: '09:00',
    endTime: '09:45',
    place: 'A101',
    seriesId: null,
    createBy: 'teacher',
    createTime: '',
    updateBy: '',
    updateTime: '',
    remark: '',
    ...fields,
  };
}
