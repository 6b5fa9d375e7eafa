/**
 * Starts loading the course editor's code before it is opened (call it when the pointer rests
 * on an "edit" or "add" action): the click then waits only for the course itself.
 */
export function preloadCourseEditor(): void {
  void import('./CourseEditorPage');
}
