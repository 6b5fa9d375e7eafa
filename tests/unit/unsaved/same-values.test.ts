import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { sameValues } from '@/utils/same-values';

describe('sameValues', () => {
  it('treats undefined, empty text and null alike', () => {
    expect(sameValues({ a: '', b: null, c: undefined }, { a: undefined, b: '', c: null })).toBe(true);
    expect(sameValues({ a: '' }, {})).toBe(true);
    expect(sameValues({ a: 'x' }, {})).toBe(false);
    expect(sameValues({ a: [] }, {})).toBe(true);
  });

  it('compares arrays and nested objects deeply, whatever the key order', () => {
    const baseline = { name: 'x', roles: [1, 2], columns: [{ id: 1, dict: 'a' }] };
    expect(sameValues({ columns: [{ dict: 'a', id: 1 }], roles: [1, 2], name: 'x' }, baseline)).toBe(true);
    expect(sameValues({ ...baseline, roles: [2, 1] }, baseline)).toBe(false);
    expect(sameValues({ ...baseline, roles: [1] }, baseline)).toBe(false);
    expect(sameValues({ ...baseline, columns: [{ id: 1, dict: 'b' }] }, baseline)).toBe(false);
  });

  it('counts only the form’s own fields, and compares dates by their value', () => {
    expect(sameValues({ name: 'x' }, { name: 'x', userId: 7 })).toBe(true);
    expect(sameValues({ day: dayjs('2024-01-01') }, { day: dayjs('2024-01-01') })).toBe(true);
    expect(sameValues({ day: dayjs('2024-01-02') }, { day: dayjs('2024-01-01') })).toBe(false);
  });
});
