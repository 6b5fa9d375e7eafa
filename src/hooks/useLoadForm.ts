import { useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';

interface LoadOptions {
  /**
   * Each new set of values replaces the form's (fields they leave out go back to their initial
   * values): a search form following the filters in force. Without an `identity`, every change is
   * such a replacement; with one, only a change of identity is.
   */
  reset?: boolean;
  /**
   * Which record the values are of (a dialog's opening, a table's id). A new identity loads
   * afresh; while it stays the same, changed values are more of the same record arriving (a
   * permission tree after the dialog opened, the record fetched again). Without `reset`, an
   * absent identity is one record for the life of the form.
   */
  identity?: unknown;
  /** true when the form already shows the values (a filter just applied): nothing to put in */
  alreadyShown?: () => boolean;
}

type Values = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Puts `values` (a loaded record, the filters in force) into the form when they change, and
 * never again for the same values: a page kept by the tab cache runs its effects again each time
 * it is shown, and must come back with what was typed, not with the record reloaded over it.
 * More of the same record never overwrites what was typed: a field takes its newly loaded value
 * only while it still holds the value loaded before (the user has not changed it).
 * `undefined` (nothing loaded, a closed dialog) loads nothing and lets the next values load again.
 * Returns whether there are values: while there are none, the form must take no input (hidden,
 * or disabled), since whatever was typed would give way to the record when it comes.
 */
export function useLoadForm(
  form: FormInstance,
  values: object | undefined,
  { reset = false, identity, alreadyShown }: LoadOptions = {},
): boolean {
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
    const sameRecord = before !== undefined && before.identity === identity && (identity !== undefined || !reset);
    if (sameRecord) {
      const current = form.getFieldsValue(true) as Values;
      const keys = new Set([...Object.keys(before.values), ...Object.keys(next)]);
      const untyped = [...keys].filter(
        (key) => !same(before.values[key], next[key]) && same(current[key], before.values[key]),
      );
      form.setFieldsValue(Object.fromEntries(untyped.map((key) => [key, next[key]])));
      return;
    }
    if (reset) form.resetFields();
    form.setFieldsValue(next);
    // `text` stands for `values`, whose identity may change on every render; `alreadyShown` is
    // asked only when the values changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, text, reset, identity]);
  return values !== undefined;
}
