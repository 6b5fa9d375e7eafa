import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useListState, type ListState, type ListStateOptions } from '@/hooks/useListState';

const OPTIONS: ListStateOptions = { filters: ['userName', 'status'], ranges: { dateRange: '', examRange: 'ExamTime' } };

function setup(path = '/list', options: ListStateOptions = OPTIONS) {
  const seen: { list: ListState | null } = { list: null };
  function Probe() {
    seen.list = useListState(options);
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const list = () => seen.list!;
  const search = () => router.state.location.search;
  return { router, list, search };
}

describe('useListState', () => {
  it('starts on page 1 with 20 rows and no filters', () => {
    const { list } = setup();
    expect(list().query).toEqual({ pageNum: 1, pageSize: 20, params: {} });
  });

  it('reads page, size, filters, ranges and sorting from the address (a reload or a shared link)', () => {
    const { list } = setup(
      '/list?pageNum=3&pageSize=50&status=0&dateRange=2024-01-01&dateRange=2024-01-31&orderByColumn=createTime&isAsc=desc&other=x',
    );
    expect(list().filters).toEqual({ status: '0', dateRange: ['2024-01-01', '2024-01-31'] });
    expect(list().query).toEqual({
      pageNum: 3,
      pageSize: 50,
      status: '0',
      orderByColumn: 'createTime',
      isAsc: 'desc',
      params: { beginTime: '2024-01-01', endTime: '2024-01-31' },
    });
  });

  it('writes filters to the address with replace, back on page 1, leaving other entries alone', () => {
    const { router, list, search } = setup('/list?pageNum=4&tableId=7');
    const before = router.state.historyAction;
    act(() => list().search({ userName: ' ann ', examRange: ['2024-02-01', '2024-02-29'], unknown: 'x' }));
    expect(search()).toBe('?tableId=7&userName=ann&examRange=2024-02-01&examRange=2024-02-29');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(before).toBe('POP');
    expect(list().query.params).toEqual({ beginExamTime: '2024-02-01', endExamTime: '2024-02-29' });
    expect(list().query.userName).toBe('ann');
  });

  it('pages, sorts and resets', () => {
    const { list, search } = setup('/list?status=1');
    act(() => list().setPage(2, 30));
    expect(search()).toBe('?status=1&pageNum=2&pageSize=30');
    act(() => list().setSort('userName', 'desc'));
    expect(list().query).toMatchObject({ pageNum: 1, orderByColumn: 'userName', isAsc: 'desc' });
    act(() => list().setSort());
    expect(list().query.orderByColumn).toBeUndefined();
    act(() => list().reset());
    expect(search()).toBe('?pageSize=30');
    expect(list().filters).toEqual({});
  });

  it('keeps the query object while nothing of the list changes (a stable query key)', () => {
    const { router, list } = setup('/list?status=1');
    const first = list().query;
    act(() => void router.navigate('/list?status=1&unrelated=1', { replace: true }));
    expect(list().query).toBe(first);
  });

  it('can keep its state in memory for pages hidden from the menu', () => {
    const { list, search } = setup('/list', { filters: ['status'], inUrl: false });
    act(() => list().search({ status: '0' }));
    act(() => list().setPage(2));
    expect(search()).toBe('');
    expect(list().query).toEqual({ pageNum: 2, pageSize: 20, status: '0', params: {} });
  });
});
