import { useId } from 'react';

/**
 * The `name` of an antd Form, unique to this mounted instance: antd makes a field's id from the
 * form's name and the field's name, and labels find their field by that id. The tab cache keeps
 * pages mounted (hidden), so two pages with a `title` field, or two tabs of one editor, would
 * share ids, and a label would point at the hidden page's field. Every form of the console
 * takes its name from here (a test checks it); `kind` keeps the ids readable (`lesson-editor-r5_title`).
 */
export function useFormName(kind: string): string {
  // React's ids look like `_r_5_`; letters and digits are enough to keep them apart.
  return `${kind}-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
}
