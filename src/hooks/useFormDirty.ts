import { Form, type FormInstance } from 'antd';
import { sameValues } from '@/utils/same-values';
import { useUnsavedChanges } from './useUnsavedChanges';

/**
 * Whether the form's values differ from `baseline`, the values it was loaded with (blanks alike,
 * deep, key order irrelevant; only the form's own fields count). `undefined` means "not loaded
 * yet": clean. A save or a reset makes the form clean again when the caller sets its baseline to
 * the saved values. The answer is recorded in the dirty registry for the page (or its dialog).
 */
export function useFormDirty(form: FormInstance, baseline: object | undefined): boolean {
  // A selector: the host re-renders when the answer flips, not on every keystroke.
  const dirty = Form.useWatch((values: object) => baseline !== undefined && !sameValues(values, baseline), form);
  useUnsavedChanges(dirty);
  return dirty;
}
