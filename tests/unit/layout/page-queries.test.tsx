import { Activity } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useDropQueriesOfLeftPages, usePageQueryKeeper } from '@/layout/tabs/page-queries';

// The page cache's part in the query cache: pages hidden with Activity (as the tab strip does)
// keep their data however long they stay hidden; the queries of a page that is let go leave the
// cache at once, unless a kept page uses them too.

interface Strip {
  shown: string;
  /** the pages kept alive, in the order of the cache */
  kept: string[];
}

let strip: Strip = { shown: '', kept: [] };
const isKept = (key: string) => strip.kept.includes(key);
const fetched: string[] = [];

function Page({ name }: { name: string }) {
  const own = useQuery({
    queryKey: ['page', name],
    queryFn: () => {
      fetched.push(name);
      return Promise.resolve(`rows of ${name}`);
    },
    staleTime: Infinity,
  });
  const shared = useQuery({ queryKey: ['shared'], queryFn: () => Promise.resolve('dictionary'), staleTime: Infinity });
  return <p>{own.data && shared.data ? `${own.data} with ${shared.data}` : `loading ${name}`}</p>;
}

function Kept({ name }: { name: string }) {
  usePageQueryKeeper(name, isKept);
  return <Page name={name} />;
}

function Pages({ shown, kept }: Strip) {
  const rendered = kept.includes(shown) ? kept : [...kept, shown];
  useDropQueriesOfLeftPages(rendered);
  return rendered.map((key) => (
    <Activity key={key} mode={key === shown ? 'visible' : 'hidden'}>
      <Kept name={key} />
    </Activity>
  ));
}

/** The app's client, with a gcTime short enough for a test to outlast it. */
function setUp(gcTime: number) {
  fetched.length = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime } } });
  const view = render(<QueryClientProvider client={client}>{null}</QueryClientProvider>);
  const show = async (next: Strip) => {
    strip = next;
    view.rerender(
      <QueryClientProvider client={client}>
        <Pages {...next} />
      </QueryClientProvider>,
    );
    await screen.findByText(`rows of ${next.shown} with dictionary`);
  };
  const cached = () =>
    client
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey))
      .sort();
  return { show, cached };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('queries of kept and closed pages', () => {
  it('keeps the data of a hidden page however long it stays hidden', async () => {
    const { show, cached } = setUp(20);
    await show({ shown: 'users', kept: ['users', 'roles'] });
    await show({ shown: 'roles', kept: ['users', 'roles'] });
    await pause(150);
    expect(cached()).toContain('["page","users"]');

    await show({ shown: 'users', kept: ['users', 'roles'] });
    // on screen at once, from what it had: not loaded again
    expect(fetched).toEqual(['users', 'roles']);
  });

  it('removes the queries of a closed page at once, and keeps those a kept page still uses', async () => {
    const { show, cached } = setUp(5 * 60_000);
    await show({ shown: 'users', kept: ['users', 'roles', 'courses'] });
    await show({ shown: 'roles', kept: ['users', 'roles', 'courses'] });
    await show({ shown: 'courses', kept: ['users', 'roles', 'courses'] });
    expect(cached()).toEqual(['["page","courses"]', '["page","roles"]', '["page","users"]', '["shared"]']);

    // "roles", hidden, is closed; then "courses", on screen, is closed and "users" shown
    await show({ shown: 'courses', kept: ['users', 'courses'] });
    expect(cached()).toEqual(['["page","courses"]', '["page","users"]', '["shared"]']);
    await show({ shown: 'users', kept: ['users'] });
    expect(cached()).toEqual(['["page","users"]', '["shared"]']);
    expect(fetched).toEqual(['users', 'roles', 'courses']);
  });

  it('lets go of what a page held once it is pushed out while hidden', async () => {
    const { show, cached } = setUp(5 * 60_000);
    await show({ shown: 'users', kept: ['users', 'roles'] });
    await show({ shown: 'roles', kept: ['users', 'roles'] });
    await show({ shown: 'courses', kept: ['roles', 'courses'] });
    expect(cached()).toEqual(['["page","courses"]', '["page","roles"]', '["shared"]']);
  });
});
