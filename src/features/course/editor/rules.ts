import type { FormInstance, FormRule } from 'antd';
import { i18n } from '@/i18n';

// The editors' field rules. Their messages are the server's for the same mistake
// (server/areas/course/editing.ts), so the screen and the server never disagree in wording.

export { CLASS_HOURS_MAX } from '@contract/course-limits';

/**
 * "<field> is required" / "<field>不能为空", naming the field in the current language. Only text
 * fields pass `whitespace`: with it antd checks the value as a string, and a number (a grade, the
 * class hours) would then fail as if it were missing.
 */
export function required(field: string, whitespace = false): FormRule {
  const message = i18n.t('widgets:list.required', { field });
  return whitespace ? { required: true, whitespace, message } : { required: true, message };
}

/**
 * The end grade may equal the start grade (a one-grade course) but not come before it. The
 * written rule said "the end grade cannot be greater than the start grade", which would forbid
 * every real range; docs/screens/course-editor.md explains the reading.
 */
export function gradeOrderRule(form: FormInstance): FormRule {
  return {
    validator: (_, end: number | undefined) => {
      const start = form.getFieldValue('gradeStart') as number | undefined;
      if (start === undefined || start === null || end === undefined || end === null || end >= start) {
        return Promise.resolve();
      }
      return Promise.reject(new Error(i18n.t('courseEditor:gradeOrder')));
    },
  };
}

/** Tags are kept comma-joined, as the backend stores them; the picker works on a list. */
export const tagsToList = (tags: string | undefined) => ({
  value: (tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean),
});
export const tagsToText = (tags: string[] | undefined) =>
  (tags ?? [])
    .map((t) => t.trim())
    .filter(Boolean)
    .join(',');
