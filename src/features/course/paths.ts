// Where the course screens live; one tab per course (docs/screens/detail.md).

export const COURSE_LIST_PATH = '/admin/course/index';
export const courseDetailPath = (courseId: number) => `/admin/course/detail/${courseId}`;
export const courseFeedbackPath = (courseId: number) => `/admin/course/feedback/${courseId}`;
/** The editors' addresses: the record's id (or `new`) is in the path, one tab per record. */
export const courseEditorPath = (courseId: number | 'new') => `/admin/course/edite_course/${courseId}`;
export const lessonEditorPath = (courseId: number | string, lessonId: number | string) =>
  `/admin/course/edite_section/${courseId}/${lessonId}`;
