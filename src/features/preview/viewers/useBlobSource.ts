import { useCallback } from 'react';

/**
 * A ref for an img, video or audio element that shows `blob`: the element gets a blob: URL of
 * its own, released when the element goes or the blob changes (a ref's cleanup, so StrictMode's
 * second mount makes its own URL instead of reusing a released one).
 */
export function useBlobSource<T extends HTMLImageElement | HTMLMediaElement>(blob: Blob) {
  return useCallback(
    (element: T | null) => {
      if (!element) return;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}
