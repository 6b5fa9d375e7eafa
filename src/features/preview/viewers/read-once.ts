/**
 * One promise per blob for a viewer that suspends with React's `use()`: a promise made during
 * render would be made again on every retry, so it is kept beside the blob it was read from.
 */
export function readOnce<T>(read: (blob: Blob) => Promise<T>): (blob: Blob) => Promise<T> {
  const cache = new WeakMap<Blob, Promise<T>>();
  return (blob) => {
    let promise = cache.get(blob);
    if (!promise) {
      promise = read(blob);
      cache.set(blob, promise);
    }
    return promise;
  };
}
