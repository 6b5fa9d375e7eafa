import { describe, expect, it } from 'vitest';
import { encodeParams } from '@/api/params';

describe('encodeParams', () => {
  it('encodes nested objects flat and skips empty values', () => {
    expect(
      encodeParams({
        a: 1,
        b: '',
        c: null,
        d: undefined,
        e: false,
        params: { beginTime: '2026-01-01 00:00:00', x: '' },
      }),
    ).toBe('a=1&e=false&params%5BbeginTime%5D=2026-01-01%2000%3A00%3A00');
  });

  it('escapes keys and values', () => {
    expect(encodeParams({ 'na me': '张三&李四' })).toBe('na%20me=%E5%BC%A0%E4%B8%89%26%E6%9D%8E%E5%9B%9B');
  });

  it('gives nothing for nothing', () => {
    expect(encodeParams(undefined)).toBe('');
    expect(encodeParams({})).toBe('');
  });
});
