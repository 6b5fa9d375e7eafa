import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTargetScrollBarSize } from '@rc-component/util';

// antd's table, drawer and modal ask '@rc-component/util' for an element's scroll bar size; the
// build points that package at src/vendor/rc-util.ts, which measures once per kind of scroll bar.
// A measure appends an element with a scroll bar to the page (and a stylesheet), then removes them.

afterEach(() => vi.restoreAllMocks());

function measures() {
  return vi.spyOn(document.body, 'appendChild');
}

describe("the scroll bar size antd's parts ask for", () => {
  it('is measured once for elements with the same scroll bar, and again at another zoom', () => {
    const appended = measures();
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    appended.mockClear();

    const size = getTargetScrollBarSize(first);
    const measuredOnce = appended.mock.calls.length;
    expect(measuredOnce).toBeGreaterThan(0);
    expect(getTargetScrollBarSize(second)).toEqual(size);
    expect(getTargetScrollBarSize(first)).toEqual(size);
    expect(appended.mock.calls.length).toBe(measuredOnce);

    const zoom = window.devicePixelRatio;
    Object.defineProperty(window, 'devicePixelRatio', { value: zoom * 2, configurable: true });
    try {
      getTargetScrollBarSize(first);
      expect(appended.mock.calls.length).toBeGreaterThan(measuredOnce);
    } finally {
      Object.defineProperty(window, 'devicePixelRatio', { value: zoom, configurable: true });
    }
  });
});
