import { useCallback, useMemo, useRef } from 'react';
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
  const baselineText = JSON.stringify(baseline);
  // the baseline's content, not its identity (rebuilt by callers on every render), matters
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const kept = useMemo(() => baseline, [baselineText]);
  const differs = useCallback((values: object) => kept !== undefined && !sameValues(values, kept), [kept]);
  // The form's own fields, as last seen: a hidden page's fields have left the form, their values
  // not (see dirtyNow below).
  const fields = useRef<string[]>([]);
  // A selector: the host re-renders when the answer flips, not on every keystroke.
  const dirty = Form.useWatch((values: object) => {
    fields.current = Object.keys(values);
    return differs(values);
  }, form);
  const dirtyNow = useCallback(() => {
    const all = form.getFieldsValue(true) as Record<string, unknown>;
    return differs(Object.fromEntries(fields.current.map((name) => [name, all[name]])));
  }, [differs, form]);
  useUnsavedChanges(dirty, dirtyNow);
  return dirty;
}
