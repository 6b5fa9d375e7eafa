import { loadScreen } from '@/router/page-registry';

/**
 * Starts loading the course editor's code before it is opened (call it when the pointer rests
 * on an "edit" or "add" action): the click then waits only for the course itself, and the
 * editor's tab renders without a loading page (see loadScreen).
 */
export function preloadCourseEditor(): void {
  void loadScreen('admin/course/edite_course')?.catch(() => undefined);
}
