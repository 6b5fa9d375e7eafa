import { useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';

interface LoadOptions {
  /** clear the fields first (fields the values leave out go back to their initial values) */
  reset?: boolean;
  /**
   * What the values are of (a dialog's opening). While it stays the same, changed values are
   * more of the same record arriving (a permission tree after the dialog opened): only the
   * fields whose loaded value changed are set, what was typed elsewhere stays.
   */
  identity?: unknown;
  /** true when the form already shows the values (a filter just applied): nothing to put in */
  alreadyShown?: () => boolean;
}

type Values = Record<string, unknown>;

/**
 * Puts `values` (a loaded record, the filters in force) into the form when they change, and
 * never again for the same values: a page kept by the tab cache runs its effects again each time
 * it is shown, and must come back with what was typed, not with the record reloaded over it.
 * `undefined` (nothing loaded, a closed dialog) loads nothing and lets the next values load again.
 */
export function useLoadForm(
  form: FormInstance,
  values: object | undefined,
  { reset = false, identity, alreadyShown }: LoadOptions = {},
): void {
  const text = values === undefined ? undefined : JSON.stringify(values);
  const loaded = useRef<{ text: string; values: Values; identity: unknown } | undefined>(undefined);
  useEffect(() => {
    const before = loaded.current;
    if (text === undefined || values === undefined) {
      loaded.current = undefined;
      return;
    }
    if (before?.text === text && before.identity === identity) return;
    const next = values as Values;
    loaded.current = { text, values: next, identity };
    if (alreadyShown?.()) return;
    if (before && identity !== undefined && before.identity === identity) {
      const keys = new Set([...Object.keys(before.values), ...Object.keys(next)]);
      const changed = [...keys].filter((key) => JSON.stringify(before.values[key]) !== JSON.stringify(next[key]));
      form.setFieldsValue(Object.fromEntries(changed.map((key) => [key, next[key]])));
      return;
    }
    if (reset) form.resetFields();
    form.setFieldsValue(next);
    // `text` stands for `values`, whose identity may change on every render; `alreadyShown` is
    // asked only when the values changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, text, reset, identity]);
}
