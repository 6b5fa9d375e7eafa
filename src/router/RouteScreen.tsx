import { useEffect, useReducer, useState } from 'react';
import PageLoading from '@/components/PageLoading';
import { loadedScreen, loadScreen } from './page-registry';

/**
 * The screen of a component name, rendered as soon as its chunk is here. Not React.lazy: a lazy
 * screen suspends, its boundary shows the loading page, and React reveals the screen no sooner
 * than 300 ms after that fallback appeared (its throttle of Suspense retries), however soon the
 * chunk arrives. Here the loading page is this component's own state, so the screen shows in the
 * render right after its chunk has arrived; a screen already loaded (opened before, or fetched
 * ahead by the idle prefetch) renders in the first pass. A failed chunk is thrown to the page's
 * error boundary, whose retry mounts this component again and so imports it again.
 */
export function RouteScreen({ name }: { name: string }) {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const module = loadedScreen(name);

  useEffect(() => {
    if (module) return;
    // Answered even after this tab has been hidden (its effects are then cleaned up): the screen
    // renders in the background and is there when the tab is shown again.
    loadScreen(name)?.then(arrived, (error: unknown) => setFailure({ error }));
  }, [name, module]);

  if (failure) throw failure.error;
  if (!module) return <PageLoading />;
  const Screen = module.default;
  return <Screen />;
}
