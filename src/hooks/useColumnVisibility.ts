import { useCallback, useMemo, useState } from 'react';

/** A table column the user can show or hide: it needs a stable key and a title. */
export interface ChoosableColumn {
  key?: React.Key;
  title?: React.ReactNode | ((...args: never[]) => React.ReactNode);
}

export interface ColumnVisibility<C extends ChoosableColumn> {
  /** the columns to give the table */
  visible: C[];
  /** every column that can be chosen, with its key as text */
  all: Array<{ key: string; title: React.ReactNode }>;
  hiddenKeys: string[];
  setHiddenKeys: (keys: string[]) => void;
}

const STORAGE_PREFIX = 'table-columns:';

export function columnsStorageKey(tableId: string): string {
  return `${STORAGE_PREFIX}${tableId}`;
}

function readHidden(tableId: string): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(columnsStorageKey(tableId)) ?? '[]');
    return Array.isArray(saved) ? saved.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Which columns of a table are shown; the choice is remembered per table in localStorage
 * (`table-columns:<tableId>`). Columns without a key (the actions column) are always shown.
 */
export function useColumnVisibility<C extends ChoosableColumn>(tableId: string, columns: C[]): ColumnVisibility<C> {
  const [hiddenKeys, setHidden] = useState(() => readHidden(tableId));
  const setHiddenKeys = useCallback(
    (keys: string[]) => {
      setHidden(keys);
      localStorage.setItem(columnsStorageKey(tableId), JSON.stringify(keys));
    },
    [tableId],
  );
  const visible = useMemo(
    () => columns.filter((c) => c.key === undefined || !hiddenKeys.includes(String(c.key))),
    [columns, hiddenKeys],
  );
  const all = useMemo(
    () =>
      columns
        .filter((c) => c.key !== undefined)
        .map((c) => ({ key: String(c.key), title: typeof c.title === 'function' ? String(c.key) : c.title })),
    [columns],
  );
  return { visible, all, hiddenKeys, setHiddenKeys };
}
