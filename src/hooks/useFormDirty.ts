import { Form, type FormInstance } from 'antd';
import { useUnsavedChanges } from './useUnsavedChanges';

/** Empty inputs ('' / null / undefined) count as absent, so a touched-then-cleared field is clean. */
function normalise(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(normalise);
  if (typeof value === 'object' && value.constructor === Object) {
    const entries = Object.entries(value)
      .map(([key, inner]) => [key, normalise(inner)] as const)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries);
  }
  return value;
}

/**
 * True while the form's values differ from `baseline` (the record as loaded or last saved);
 * an undefined baseline (still loading) is never dirty. A dirty page asks before it is left.
 */
export function useFormDirty(form: FormInstance, baseline: object | undefined): boolean {
  const values: unknown = Form.useWatch([], { form, preserve: true });
  const dirty =
    baseline !== undefined &&
    values !== undefined &&
    JSON.stringify(normalise(values)) !== JSON.stringify(normalise(baseline));
  useUnsavedChanges(dirty);
  return dirty;
}
