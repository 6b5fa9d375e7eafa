import { describe, expect, it } from 'vitest';
import { addDateRange } from '@/utils/date-range';
import { isNumeric } from '@/utils/numeric';
import { parseTime } from '@/utils/time';
import { handleTree } from '@/utils/tree';

describe('parseTime', () => {
  const local = new Date(2024, 0, 5, 8, 3, 9); // Friday

  it('uses {y}-{m}-{d} {h}:{i}:{s} by default, zero-padded', () => {
    expect(parseTime(local)).toBe('2024-01-05 08:03:09');
  });

  it('reads 10-digit numbers as seconds and 13-digit ones as milliseconds', () => {
    const ms = local.getTime();
    expect(parseTime(Math.floor(ms / 1000))).toBe('2024-01-05 08:03:09');
    expect(parseTime(ms)).toBe('2024-01-05 08:03:09');
  });

  it('reads digit strings as numbers', () => {
    expect(parseTime(String(Math.floor(local.getTime() / 1000)))).toBe('2024-01-05 08:03:09');
    expect(parseTime(String(local.getTime()))).toBe('2024-01-05 08:03:09');
  });

  it('reads dashed dates, a T separator and drops milliseconds', () => {
    expect(parseTime('2024-01-05 08:03:09')).toBe('2024-01-05 08:03:09');
    expect(parseTime('2024-01-05T08:03:09.123')).toBe('2024-01-05 08:03:09');
    expect(parseTime('2024-01-05', '{y}/{m}/{d}')).toBe('2024/01/05');
  });

  it('gives the weekday for {a} and follows any pattern', () => {
    expect(parseTime(local, '{y}年{m}月{d}日 星期{a}')).toBe('2024年01月05日 星期五');
    expect(parseTime(new Date(2024, 0, 7), '{a}')).toBe('日');
    expect(parseTime(local, '{h}:{i}')).toBe('08:03');
  });

  it('gives an empty text for falsy or unreadable input', () => {
    expect(parseTime(null)).toBe('');
    expect(parseTime(undefined)).toBe('');
    expect(parseTime('')).toBe('');
    expect(parseTime(0)).toBe('');
    expect(parseTime('not a date')).toBe('');
  });
});

describe('isNumeric', () => {
  it.each(['0', '7', '10', '-3', '+3', '3.14', '-0.5', '+12.0', 1, 2.5, -4])('accepts %s', (value) => {
    expect(isNumeric(value)).toBe(true);
  });
  it.each(['', ' ', '01', '-01', '00', '1.', '.5', '1.2.3', 'abc', '1e3', '--1', '+', '0x10', null, undefined])(
    'refuses %s',
    (value) => {
      expect(isNumeric(value)).toBe(false);
    },
  );
});

describe('handleTree', () => {
  it('nests children under their parents by id and parentId', () => {
    const tree = handleTree([
      { id: 1, parentId: 0, name: 'root' },
      { id: 2, parentId: 1, name: 'child' },
      { id: 3, parentId: 2, name: 'grandchild' },
      { id: 4, parentId: 1, name: 'second child' },
    ]);
    expect(tree).toHaveLength(1);
    const children = tree[0].children ?? [];
    expect(children.map((c) => c.name)).toEqual(['child', 'second child']);
    expect(children[0].children).toHaveLength(1);
  });

  it('makes nodes whose parent is missing roots, and leaves the input alone', () => {
    const input = [
      { id: 5, parentId: 99 },
      { id: 6, parentId: 5 },
      { id: 7, parentId: null },
    ];
    const tree = handleTree(input);
    expect(tree.map((n) => n.id)).toEqual([5, 7]);
    expect(tree[0].children).toHaveLength(1);
    expect(input[0]).not.toHaveProperty('children');
  });

  it('takes other field names', () => {
    const tree = handleTree(
      [
        { menuId: 1, pid: 0 },
        { menuId: 2, pid: 1 },
      ],
      'menuId',
      'pid',
      'items',
    ) as unknown as Array<{ items: unknown[] }>;
    expect(tree).toHaveLength(1);
    expect(tree[0].items).toHaveLength(1);
  });

  it('gives an empty list for an empty list, and a self-parented node is a root', () => {
    expect(handleTree([])).toEqual([]);
    expect(handleTree([{ id: 1, parentId: 1 }])).toHaveLength(1);
  });
});

describe('addDateRange', () => {
  it('adds params.beginTime and params.endTime', () => {
    expect(addDateRange({ pageNum: 1 }, ['2024-01-01', '2024-01-31'])).toEqual({
      pageNum: 1,
      params: { beginTime: '2024-01-01', endTime: '2024-01-31' },
    });
  });

  it('adds begin<Prop>/end<Prop> for a named range and keeps existing params', () => {
    const result = addDateRange({ params: { beginTime: 'a', endTime: 'b' } }, ['2024-02-01', '2024-02-02'], 'ExamTime');
    expect(result.params).toEqual({
      beginTime: 'a',
      endTime: 'b',
      beginExamTime: '2024-02-01',
      endExamTime: '2024-02-02',
    });
  });

  it('adds nothing for an empty, half or missing range, and never changes the input', () => {
    const input = { pageNum: 2 };
    expect(addDateRange(input, null)).toEqual({ pageNum: 2, params: {} });
    expect(addDateRange(input, [])).toEqual({ pageNum: 2, params: {} });
    expect(addDateRange(input, ['2024-01-01', ''])).toEqual({ pageNum: 2, params: {} });
    expect(input).toEqual({ pageNum: 2 });
  });
});
