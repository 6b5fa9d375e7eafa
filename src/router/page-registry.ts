import type { ScreenLoader } from '@/utils/screens';
import { declaredScreens } from './features';

const REGISTRY = declaredScreens;

type ScreenModule = Awaited<ReturnType<ScreenLoader>>;

/** Screens whose chunk has arrived (opened, warmed up by the guard or the idle prefetch). */
const loaded = new Map<string, ScreenModule>();

/** Whether some feature's `screens.ts` declares this component name. */
export function hasScreen(name: string): boolean {
  return name in REGISTRY;
}

/** Imports a screen's chunk; once it has arrived, its screen renders at once (RouteScreen). */
export function loadScreen(name: string): ReturnType<ScreenLoader> | null {
  const load = REGISTRY[name];
  if (!load) return null;
  return load().then((module) => {
    loaded.set(name, module);
    return module;
  });
}

/** A screen's module if its chunk has arrived, else undefined. */
export function loadedScreen(name: string): ScreenModule | undefined {
  return loaded.get(name);
}
