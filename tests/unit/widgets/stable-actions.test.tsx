import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCrudActions } from '@/hooks/useCrudActions';
import { useListAction } from '@/hooks/useListAction';
import { useStableCallback } from '@/hooks/useStableCallback';

// A list's columns are built once and capture the screen's writes (delete, status, dialogs): a
// write that is a new function on every render would rebuild the columns, and the table would
// render every row again each time the list answers, even with the same rows.

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('the writes a list screen hands to its columns', () => {
  it('useStableCallback keeps one function that calls the latest one given', () => {
    const first = vi.fn((n: number) => n + 1);
    const second = vi.fn((n: number) => n * 10);
    const { result, rerender } = renderHook(({ fn }) => useStableCallback(fn), { initialProps: { fn: first } });
    const before = result.current;
    rerender({ fn: second });
    expect(result.current).toBe(before);
    expect(result.current(3)).toBe(30);
    expect(first).not.toHaveBeenCalled();
  });

  it('useListAction and useCrudActions keep their functions across renders', () => {
    const { result, rerender } = renderHook(
      ({ label }) => ({
        action: useListAction(['things'], async (n: number) => n, label),
        crud: useCrudActions<{ id: number; name: string }, { id?: number }>({
          key: ['things'],
          idField: 'id',
          nameField: 'name',
          save: async (form) => form,
          remove: async (ids) => ids,
        }),
      }),
      { wrapper, initialProps: { label: 'done' } },
    );
    const before = result.current;
    rerender({ label: 'done again' });
    expect(result.current.action).toBe(before.action);
    expect(result.current.crud.save).toBe(before.crud.save);
    expect(result.current.crud.askDelete).toBe(before.crud.askDelete);
  });
});
