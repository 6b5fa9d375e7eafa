import { courseKeys } from '@/features/course';
import { useInvalidate } from '@/components/list';

/**
 * A save of the discipline screens that also refreshes the course catalogue's discipline and
 * subject choices (cached a while there), so the filters and the editor show the change at once.
 */
export function useCatalogueSave<F>(save: (form: F) => Promise<boolean>) {
  const refreshCourseChoices = useInvalidate(courseKeys.of('disciplines'));
  return async (form: F) => {
    const done = await save(form);
    if (done) void refreshCourseChoices();
    return done;
  };
}
