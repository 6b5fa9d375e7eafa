import { describe, expect, it } from 'vitest';
import { fileAddressOrNone, isFileAddress } from '@contract/web-address';

// Which stored addresses the app loads, links to or downloads: its own paths and http(s) only.

describe('isFileAddress', () => {
  it('takes a path on this site and an http(s) address', () => {
    expect(isFileAddress('/csp/system/oss/file/3/clip.mp4')).toBe(true);
    expect(isFileAddress('https://cdn.example.com/a.png')).toBe(true);
  });

  it('refuses script, data and protocol-relative addresses, and bare words', () => {
    for (const address of [
      "javascript:alert('x')",
      ' javascript:x',
      'JAVASCRIPT:x',
      'data:text/html,<b>',
      '//evil.example/a',
      'x',
    ]) {
      expect(isFileAddress(address), address).toBe(false);
    }
    expect(fileAddressOrNone("javascript:alert('x')")).toBeUndefined();
    expect(fileAddressOrNone('')).toBeUndefined();
    expect(fileAddressOrNone('/a.mp4')).toBe('/a.mp4');
  });
});
