import { useEffect, useReducer, useState } from 'react';
import { useStableCallback } from './useStableCallback';

/**
 * A module that is fetched on first use, read without suspending: `arrived` is the module when it
 * is already here (the caller keeps it), else undefined and `load` fetches it, and the component
 * renders again once it is here. React holds back what a suspended boundary reveals until 300 ms
 * after its fallback appeared, however soon the code came (its throttle of Suspense retries); a
 * component that waits through its own state shows the code in the render right after it comes.
 * A failed load is thrown to the nearest error boundary; mounting again tries again.
 */
export function useArrivedModule<M>(arrived: M | undefined, load: () => Promise<M>): M | undefined {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const here = arrived !== undefined;
  const fetchModule = useStableCallback(load);
  useEffect(() => {
    if (here) return;
    // Answered even after the component is hidden (a kept-alive tab cleans up its effects then):
    // it renders in the background and is whole when shown again.
    fetchModule().then(rerender, (error: unknown) => setFailure({ error }));
  }, [here, fetchModule]);
  if (failure) throw failure.error;
  return arrived;
}
