import { useLayoutEffect } from 'react';

/**
 * index.html paints a static frame before any script runs. The first page the router draws
 * takes its place: removing it in a layout effect happens in the same commit, before the
 * browser paints, so there is no blank frame in between.
 */
export function useBootFrameRemoved(): void {
  useLayoutEffect(() => document.getElementById('boot-frame')?.remove(), []);
}
