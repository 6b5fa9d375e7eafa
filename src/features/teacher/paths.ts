// Where the teacher's pages live: one tab per course and per lesson (docs/screens/detail.md).

export const TEACHER_HOME_PATH = '/user/teacher/index';
export const teacherCoursePath = (courseId: number) => `/user/teacher/course/${courseId}`;
export const teacherLessonPath = (lessonId: number) => `/user/teacher/detail/${lessonId}`;
