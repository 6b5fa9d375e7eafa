import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { server } from '../helpers/msw-server';
import { resetFeedback } from '../helpers/feedback';
import { put } from '@/api/request';
import { RequestError } from '@/api/types';
import { useListAction } from '@/hooks/useListAction';

// The envelope's kind (docs/api.md "Envelope") as the console acts on it: a save or delete of a
// record someone else deleted closes its dialog and refreshes the list; a name taken keeps the
// dialog open with what was typed.

const refuse = (kind: string, msg: string) => () => HttpResponse.json({ code: 500, msg, kind });

function listWith(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

/** A list screen's save through the request layer, with the list's refreshes counted. */
function saveOnList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const refreshed = vi.spyOn(client, 'invalidateQueries');
  const { result } = renderHook(
    () => useListAction(['configs'], (form: { configId: number }) => put('/system/config', form), 'saved'),
    { wrapper: listWith(client) },
  );
  return { save: result.current, refreshed };
}

beforeEach(resetFeedback);
afterEach(resetFeedback);

describe("the console's use of an error's kind", () => {
  it('carries the kind of a refusal on the RequestError', async () => {
    server.use(http.put('*/csp/system/config', refuse('conflict', 'The parameter key already exists')));
    const error = await put('/system/config', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).kind).toBe('conflict');
    expect((error as RequestError).message).toBe('The parameter key already exists');
  });

  it('closes the dialog and refreshes the list when the record is gone', async () => {
    server.use(http.put('*/csp/system/config', refuse('notFound', 'The parameter does not exist')));
    const { save, refreshed } = saveOnList();
    let closed: boolean | undefined;
    await act(async () => {
      closed = await save({ configId: 7 });
    });
    expect(closed).toBe(true);
    expect(refreshed).toHaveBeenCalledWith({ queryKey: ['configs'] });
  });

  it('keeps the dialog open, the list as it is, when a name is taken or the input is bad', async () => {
    for (const kind of ['conflict', 'invalid']) {
      server.use(http.put('*/csp/system/config', refuse(kind, 'refused')));
      const { save, refreshed } = saveOnList();
      let closed: boolean | undefined;
      await act(async () => {
        closed = await save({ configId: 7 });
      });
      expect(closed, kind).toBe(false);
      expect(refreshed, kind).not.toHaveBeenCalled();
    }
  });
});
