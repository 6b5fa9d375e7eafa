import { z } from 'zod';
import { int, label, pathId } from '@contract/input';

// What the teacher workspace's calls take (docs/api.md "Teacher workspace").

const LESSON = label('课时', 'Lesson');
const CLASS = label('班级', 'Class');

export const oneCourse = z.object({ courseId: pathId(label('课程', 'Course')) });
export const oneLesson = z.object({ lessonId: pathId(LESSON) });
export const lessonOfClass = z.object({ lessonId: pathId(LESSON), classId: pathId(CLASS) });

/** The class a lesson was taught to. */
export const taughtTo = z.object({ classId: int(CLASS, { min: 1 }) });
