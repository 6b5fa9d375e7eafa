import { useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';

interface LoadOptions {
  /** clear the fields first (fields the values leave out go back to their initial values) */
  reset?: boolean;
}

/**
 * Puts `values` (a loaded record, the filters in force) into the form when they change, and
 * never again for the same values: a page kept by the tab cache runs its effects again each time
 * it is shown, and must come back with what was typed, not with the record reloaded over it.
 * `undefined` (nothing loaded, a closed dialog) loads nothing and lets the next values load again.
 */
export function useLoadForm(form: FormInstance, values: object | undefined, { reset = false }: LoadOptions = {}): void {
  const text = values === undefined ? undefined : JSON.stringify(values);
  const loaded = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (text === undefined || loaded.current === text) {
      loaded.current = text;
      return;
    }
    loaded.current = text;
    if (reset) form.resetFields();
    form.setFieldsValue(values);
    // `text` stands for `values`, whose identity may change on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, text, reset]);
}
