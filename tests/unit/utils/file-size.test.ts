import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/utils/file-size';

describe('file sizes for people', () => {
  it('uses the largest unit that keeps the number at least 1, with one decimal under 100', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(4654)).toBe('4.5 KB');
    expect(formatFileSize(184_320)).toBe('180 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3072 GB');
  });
});
