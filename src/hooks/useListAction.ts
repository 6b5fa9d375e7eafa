import type { QueryKey } from '@tanstack/react-query';
import { feedback } from '@/api/feedback';
import { isGone } from '@/api/types';
import { useInvalidate } from './useListQuery';
import { useStableCallback } from './useStableCallback';

/**
 * A write on a list (save, delete, refresh...): runs the call, says `success`, and starts
 * refreshing the list under `key`. Resolves true when it worked, false when the call failed (the request layer
 * already showed why), so callers never need a catch. A record that is gone (the backend's `notFound`:
 * deleted by someone else meanwhile) leaves nothing to retry: the list refreshes without it and
 * the call resolves true, so its dialog closes; any other refusal (a name taken, bad input) resolves
 * false and the dialog stays open with what was typed. The returned function keeps its identity
 * across renders and uses the `action` and `success` of the latest one.
 */
export function useListAction<A>(
  key: QueryKey,
  action: (arg: A) => Promise<unknown>,
  success: string | ((arg: A) => string),
): (arg: A) => Promise<boolean> {
  const invalidate = useInvalidate(key);
  return useStableCallback(async (arg: A) => {
    try {
      await action(arg);
    } catch (error) {
      if (!isGone(error)) return false;
      void invalidate();
      return true;
    }
    void feedback.success(typeof success === 'function' ? success(arg) : success);
    // The list refreshes behind the closing dialog; nobody waits for it.
    void invalidate();
    return true;
  });
}
