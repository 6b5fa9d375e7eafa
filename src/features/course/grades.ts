import type { TFunction } from 'i18next';
import type { SelectFilterOption } from '@/hooks/filter-fields';
import { GRADES } from '@contract/grades';

export { GRADES };

/** The grade filter's options; labels are translation keys (一年级 / Grade 1). */
export const GRADE_OPTIONS: readonly SelectFilterOption[] = GRADES.map((g) => ({
  value: String(g),
  label: `course:grade.g${g}`,
}));

/** "4–6 年级" / "Grades 4–6", or one grade when the range is a single grade. */
export function gradeRange(t: TFunction, start: number, end: number): string {
  return start === end ? t('course:grade.single', { grade: start }) : t('course:grade.range', { start, end });
}
