import type { LessonFiles } from './types';

/** A lesson's three file lists in the order the pages show them, with their label keys. */
export const LESSON_FILE_LISTS: ReadonlyArray<{ key: keyof LessonFiles; label: string }> = [
  { key: 'courseware', label: 'files.courseware' },
  { key: 'materials', label: 'files.materials' },
  { key: 'learningResources', label: 'files.learning' },
];
