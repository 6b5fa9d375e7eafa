import PageLoading from '@/components/PageLoading';
import { useArrivedModule } from '@/hooks/useArrivedModule';
import { loadedScreen, loadScreen } from './page-registry';

/**
 * The screen of a component name, rendered as soon as its chunk is here: in the first pass when
 * it already is (opened before, or fetched ahead by the guard or the idle prefetch), else after
 * the loading page, in the render right after the chunk comes (not React.lazy: see
 * useArrivedModule). A failed chunk goes to the page's error boundary, whose retry mounts this
 * again and so imports it again.
 */
export function RouteScreen({ name }: { name: string }) {
  const module = useArrivedModule(loadedScreen(name), () => loadScreen(name)!);
  if (!module) return <PageLoading />;
  const Screen = module.default;
  return <Screen />;
}
