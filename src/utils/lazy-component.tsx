import type { ComponentType } from 'react';
import { useArrivedModule } from '@/hooks/useArrivedModule';

type Module<P> = { default: ComponentType<P> };

/** What `lazyComponent` makes: the component, and a way to fetch its code ahead. */
export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<Module<P>> };

/**
 * A component whose code is fetched the first time it renders (or `preload` is called), like
 * React.lazy but without suspending (see useArrivedModule): it shows `Loading` until its chunk is
 * here, then itself in the render right after.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<Module<P>>,
  Loading: ComponentType | null = null,
): LazyComponent<P> {
  let arrived: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => (arrived = module),
      (error: unknown) => {
        pending = undefined; // the next render or preload fetches it again
        throw error;
      },
    );
    return pending;
  };
  function Lazy(props: P) {
    const module = useArrivedModule(arrived, preload);
    if (!module) return Loading ? <Loading /> : null;
    const Component = module.default;
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
