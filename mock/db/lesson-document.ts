import type { CourseFileRow } from './business-types';

/** A lesson's class-hour document: its courseware first, else its first file of any kind. */
export function lessonDocument(files: readonly CourseFileRow[], lessonId: number): CourseFileRow | undefined {
  const own = files.filter((f) => f.lessonId === lessonId).sort((a, b) => a.sort - b.sort);
  return own.find((f) => f.kind === 'courseware') ?? own[0];
}
