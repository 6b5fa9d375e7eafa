/** The editors' addresses: the record's id (or `new`) is in the path, one tab per record. */
export const courseEditorPath = (courseId: number | 'new') => `/admin/course/edite_course/${courseId}`;
export const lessonEditorPath = (courseId: number | string, lessonId: number | string) =>
  `/admin/course/edite_section/${courseId}/${lessonId}`;
