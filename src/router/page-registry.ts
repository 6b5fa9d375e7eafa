import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenLoader } from '@/utils/screens';
import { declaredScreens } from './features';

const REGISTRY = declaredScreens;

type ScreenModule = Awaited<ReturnType<ScreenLoader>>;

const components = new Map<string, LazyExoticComponent<ComponentType>>();
/** Screens whose chunk has arrived (opened, warmed up by the guard or the idle prefetch). */
const loaded = new Map<string, ScreenModule>();

/** Whether some feature's `screens.ts` declares this component name. */
export function hasScreen(name: string): boolean {
  return name in REGISTRY;
}

/** Imports a screen's chunk; once it has arrived, its lazy screen renders at once (screenFor). */
export function loadScreen(name: string): ReturnType<ScreenLoader> | null {
  const load = REGISTRY[name];
  if (!load) return null;
  return load().then((module) => {
    loaded.set(name, module);
    return module;
  });
}

/**
 * A module already here, as a thenable that answers at once. React.lazy takes a thenable that
 * resolves during the call as resolved: the screen renders in the same pass. Given a promise, even
 * one already settled, the screen suspends once, its boundary shows the loading page, and React
 * holds back the screen's reveal until 300 ms after that fallback appeared: every tab opened on a
 * screen whose code was already loaded waited for that throttle, not for its code.
 */
const settled = (module: ScreenModule): ReturnType<ScreenLoader> =>
  ({ then: (resolve: (value: ScreenModule) => unknown) => resolve(module) }) as ReturnType<ScreenLoader>;

/**
 * The lazy screen for a component name; the same object every time so React keeps its state.
 * React.lazy keeps a failed load for good, so a failure drops the entry: the next render
 * (retry, or coming back later) makes a new lazy component that imports the chunk again.
 * Chromium does not remember a failed dynamic import (checked with a blocked then unblocked
 * chunk), so importing the same URL again fetches it afresh; no cache-busting query is needed.
 */
export function screenFor(name: string): LazyExoticComponent<ComponentType> | null {
  if (!hasScreen(name)) return null;
  let component = components.get(name);
  if (!component) {
    component = lazy(() => {
      const module = loaded.get(name);
      if (module) return settled(module);
      return loadScreen(name)!.catch((error: unknown) => {
        components.delete(name);
        throw error;
      });
    });
    components.set(name, component);
  }
  return component;
}
