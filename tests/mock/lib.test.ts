import { describe, expect, it } from 'vitest';
import { MockError } from '@mock/lib/reply';
import { dateRange, paginate } from '@mock/lib/query';
import { mockNow, setMockNow } from '@mock/db';
import { formatTime } from '@mock/lib/clock';

const rows = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `n${(i * 7) % 23}`,
  day: `2024-01-${String(i + 1).padStart(2, '0')} 08:00:00`,
}));
const q = (params: Record<string, string>) => new URLSearchParams(params);

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof MockError) return `${error.code} ${error.message}`;
    throw error;
  }
  return 'no error';
}

describe('paginate', () => {
  it('pages from 1 with a default size of 10', () => {
    expect(paginate('zh', q({}), rows)).toMatchObject({ total: 23 });
    expect(paginate('zh', q({}), rows).rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(paginate('zh', q({ pageNum: '3', pageSize: '10' }), rows).rows.map((r) => r.id)).toEqual([21, 22, 23]);
  });

  it('clamps a page past the end to the last page', () => {
    expect(paginate('zh', q({ pageNum: '99', pageSize: '5' }), rows).rows.map((r) => r.id)).toEqual([21, 22, 23]);
    expect(paginate('zh', q({ pageNum: '4' }), [])).toEqual({ rows: [], total: 0 });
  });

  it('sorts by a column in either direction, numbers numerically', () => {
    expect(
      paginate('zh', q({ orderByColumn: 'id', isAsc: 'desc', pageSize: '3' }), rows).rows.map((r) => r.id),
    ).toEqual([23, 22, 21]);
    expect(
      paginate('zh', q({ orderByColumn: 'name', isAsc: 'ascending', pageSize: '3' }), rows).rows.map((r) => r.name),
    ).toEqual(['n0', 'n1', 'n2']);
  });

  it('refuses bad paging and sorting input with the parameter named', () => {
    expect(failure(() => paginate('en', q({ pageNum: 'x' }), rows))).toBe(
      '500 pageNum must be a positive whole number',
    );
    expect(failure(() => paginate('en', q({ orderByColumn: 'password' }), rows))).toBe(
      '500 Sorting by password is not supported',
    );
    expect(failure(() => paginate('zh', q({ orderByColumn: 'id', isAsc: 'up' }), rows))).toBe(
      '500 isAsc 只能是 asc 或 desc',
    );
  });
});

describe('dateRange', () => {
  it('keeps whole days between begin and end', () => {
    const within = dateRange('zh', q({ 'params[beginTime]': '2024-01-05', 'params[endTime]': '2024-01-07' }));
    expect(rows.filter((r) => within(r.day)).map((r) => r.id)).toEqual([5, 6, 7]);
    const everything = dateRange('zh', q({}));
    expect(rows.filter((r) => everything(r.day)).length).toBe(23);
  });

  it('reads other range names', () => {
    const within = dateRange('zh', q({ 'params[beginExamTime]': '2024-01-23' }), 'ExamTime');
    expect(rows.filter((r) => within(r.day)).map((r) => r.id)).toEqual([23]);
  });
});

describe('the clock', () => {
  it('formats times as yyyy-MM-dd HH:mm:ss and can be pinned', () => {
    setMockNow(new Date(2025, 0, 2, 3, 4, 5));
    expect(formatTime()).toBe('2025-01-02 03:04:05');
    expect(mockNow()).toBe(new Date(2025, 0, 2, 3, 4, 5).getTime());
    setMockNow(null);
    expect(Math.abs(mockNow() - Date.now())).toBeLessThan(1000);
  });
});
