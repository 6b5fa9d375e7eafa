import { useCallback, useState } from 'react';

export interface EditDialog<T> {
  open: boolean;
  /** the record being edited; null while creating */
  record: T | null;
  openCreate: () => void;
  openEdit: (record: T) => void;
  close: () => void;
}

/** Open/closed state of a list's create-or-edit dialog. */
export function useEditDialog<T>(): EditDialog<T> {
  const [state, setState] = useState<{ open: boolean; record: T | null }>({ open: false, record: null });
  const openCreate = useCallback(() => setState({ open: true, record: null }), []);
  const openEdit = useCallback((record: T) => setState({ open: true, record }), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { ...state, openCreate, openEdit, close };
}
