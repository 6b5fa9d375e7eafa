import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { defineFilters, SearchForm, useListQuery, useListState, type ListState } from '@/components/list';
import type { ListQuery } from '@/hooks/useListState';
import { plainFilterNames, rangeFilterNames } from '@/hooks/filter-fields';

// Filters declared once: the list state keeps their names in the address and sends them to the
// call; the search form renders a labelled field for each, in the declared order.

const FILTERS = defineFilters([
  { name: 'userName', kind: 'text', label: 'system:user.userName' },
  { name: 'kind', kind: 'custom', label: 'dict:data.type' },
  {
    name: 'level',
    kind: 'select',
    label: 'widgets:list.status',
    options: [
      { value: 'a', label: 'widgets:confirm.enabled' },
      { value: 'b', label: 'widgets:confirm.disabled' },
    ],
  },
  { name: 'dateRange', kind: 'dateRange', label: 'widgets:list.createTime' },
  { name: 'examRange', kind: 'dateRange', label: 'widgets:list.createTime', range: 'ExamTime' },
  'classId',
]);

function setup(path: string) {
  const seen: { list: ListState | null } = { list: null };
  function Screen() {
    const list = useListState({ filters: FILTERS });
    seen.list = list;
    return (
      <SearchForm
        list={list}
        refresh={() => undefined}
        controls={{ kind: <Select aria-label="kind" options={[{ value: 'k1', label: 'K1' }]} /> }}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/list', element: <Screen /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, list: () => seen.list! };
}

/** The search form at /list with a custom filter control that counts its renders. */
function setupCounting() {
  let renders = 0;
  function CountingControl(props: { value?: string; onChange?: (value: string) => void }) {
    renders += 1;
    return <input aria-label="kind" value={props.value ?? ''} onChange={(e) => props.onChange?.(e.target.value)} />;
  }
  const seen: { list: ListState | null } = { list: null };
  function Screen() {
    const list = useListState({ filters: FILTERS });
    seen.list = list;
    return <SearchForm list={list} refresh={() => undefined} controls={{ kind: <CountingControl /> }} />;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Screen /> }], { initialEntries: ['/list'] });
  render(<RouterProvider router={router} />);
  return { router, renders: () => renders, list: () => seen.list! };
}

/** The search form over a list whose pages are fetched through TanStack Query; `asked` lists each call's filter. */
function setupFetching(path: string) {
  const asked: Array<string | undefined> = [];
  const fetchPage = (query: ListQuery) => {
    asked.push(query.userName as string | undefined);
    return Promise.resolve({ code: 200, msg: '', rows: [], total: 0 });
  };
  function Screen() {
    const list = useListState({ filters: FILTERS });
    const result = useListQuery(['filter-fields'], fetchPage, list.query);
    return <SearchForm list={list} refresh={result.refresh} />;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Screen /> }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, asked };
}

describe('filter declarations', () => {
  it('give the list state its filter and range names', () => {
    expect(plainFilterNames(FILTERS)).toEqual(['userName', 'kind', 'level', 'classId']);
    expect(rangeFilterNames(FILTERS)).toEqual({ dateRange: '', examRange: 'ExamTime' });
  });

  it('put the declared filters from the address into the query, ranges as params', () => {
    const { list } = setup('/list?userName=ann&level=b&classId=7&examRange=2024-01-01&examRange=2024-01-31&other=x');
    expect(list().query).toEqual({
      pageNum: 1,
      pageSize: 20,
      userName: 'ann',
      level: 'b',
      classId: '7',
      params: { beginExamTime: '2024-01-01', endExamTime: '2024-01-31' },
    });
  });

  it('render one labelled field per declaration, in order, showing and applying the filters', async () => {
    const user = userEvent.setup();
    const { router } = setup('/list?userName=ann&level=a');
    const form = screen.getByRole('search');
    const labels = within(form)
      .getAllByText(/./, { selector: 'label' })
      .map((l) => l.textContent);
    expect(labels).toEqual(['用户名称', '字典类型', '状态', '创建时间', '创建时间']);
    expect(within(form).getByLabelText('用户名称')).toHaveValue('ann');
    expect(within(form).getByPlaceholderText('请输入用户名称')).toBeInTheDocument();
    expect(within(form).getByText('启用成功')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('用户名称'));
    await user.type(within(form).getByLabelText('用户名称'), 'bob');
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?userName=bob&level=a'));
  });

  it('leave the fields alone once a search applied what they show (no render of any field)', async () => {
    const user = userEvent.setup();
    const { router, renders } = setupCounting();
    const form = screen.getByRole('search');
    await user.type(within(form).getByLabelText('用户名称'), 'bob');
    await user.type(within(form).getByLabelText('kind'), 'k1');
    const before = renders();
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?userName=bob&kind=k1'));
    // let the effects of the new address run (where the old code put the values back)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // the screen renders for the new address, but the fields take no filters: none draws again
    expect(renders()).toBe(before);
    expect(within(form).getByLabelText('kind')).toHaveValue('k1');

    // the address without filters (the menu entry opened again) empties the fields
    await act(() => router.navigate('/list'));
    await waitFor(() => expect(within(form).getByLabelText('kind')).toHaveValue(''));
    expect(within(form).getByLabelText('用户名称')).toHaveValue('');
  });

  it('are not drawn again for a page or sort change, and Search then keeps that sort', async () => {
    const user = userEvent.setup();
    const { router, renders, list } = setupCounting();
    const before = renders();
    act(() => list().setPage(3));
    await waitFor(() => expect(router.state.location.search).toBe('?pageNum=3'));
    act(() => list().setSort('createTime', 'desc'));
    await waitFor(() => expect(router.state.location.search).toBe('?orderByColumn=createTime&isAsc=desc'));
    expect(renders()).toBe(before);

    await user.type(within(screen.getByRole('search')).getByLabelText('用户名称'), 'bob');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?orderByColumn=createTime&isAsc=desc&userName=bob'));
  });

  it('ask for the rows again on Search with the filters already in force, as on a change', async () => {
    const user = userEvent.setup();
    const { router, asked } = setupFetching('/list?userName=ann');
    await waitFor(() => expect(asked).toEqual(['ann']));
    const form = screen.getByRole('search');
    // the same filters on the first page: the address stays, the rows are asked for again
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(asked).toEqual(['ann', 'ann']));
    expect(router.state.location.search).toBe('?userName=ann');
    // a new filter: the address changes and asks once
    await user.clear(within(form).getByLabelText('用户名称'));
    await user.type(within(form).getByLabelText('用户名称'), 'bob');
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?userName=bob'));
    await waitFor(() => expect(asked).toEqual(['ann', 'ann', 'bob']));
  });
});
