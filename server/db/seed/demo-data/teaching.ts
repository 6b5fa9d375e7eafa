import type { LessonRow } from '../rows/business';
import type { StaffAssignmentRow } from '../rows/school';
import type { LessonTaughtRow } from '../rows/teaching';
import { formatTime } from '../../../lib/clock';

// Lessons the demo teachers have already taught, so their home shows some progress. Built from
// the staff assignments (who teaches which classes and courses) and the lessons: the first class
// of a teacher is half way through their first course and has begun the second; a second class is
// one lesson behind. The last lessons stay untaught, so there is always a lesson left to mark.
// Dates are a week apart, counted back from the moment of seeding.

const DAY_MS = 86_400_000;

/** How many of a course's `total` lessons the teacher's first class has had: half, then a quarter. */
const taughtOf = (total: number, courseIndex: number) =>
  Math.min(total - 1, Math.max(1, Math.floor(total / (courseIndex === 0 ? 2 : 4))));

export function seedLessonsTaught(
  rows: { staffAssignments: readonly StaffAssignmentRow[]; lessons: readonly LessonRow[] },
  at: Date,
): LessonTaughtRow[] {
  const out: LessonTaughtRow[] = [];
  for (const assignment of rows.staffAssignments) {
    assignment.courseIds.forEach((courseId, courseIndex) => {
      const lessons = rows.lessons.filter((l) => l.courseId === courseId).sort((a, b) => a.sort - b.sort);
      if (lessons.length < 2) return;
      const count = taughtOf(lessons.length, courseIndex);
      assignment.classIds.slice(0, 2).forEach((classId, classIndex) => {
        lessons.slice(0, count - classIndex).forEach((lesson, i, taught) => {
          // a class shared by two teachers has each lesson once, whoever marked it first
          if (out.some((r) => r.lessonId === lesson.lessonId && r.classId === classId)) return;
          out.push({
            teacherUserId: assignment.userId,
            classId,
            courseId,
            lessonId: lesson.lessonId,
            taughtAt: formatTime(new Date(at.getTime() - (taught.length - i) * 7 * DAY_MS)),
          });
        });
      });
    });
  }
  return out;
}
