import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenLoader } from '@/utils/screens';
import { declaredScreens } from './features';

const REGISTRY = declaredScreens;

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/** Whether some feature's `screens.ts` declares this component name. */
export function hasScreen(name: string): boolean {
  return name in REGISTRY;
}

/** Imports a screen's chunk (the module system keeps it for the lazy screen that renders it). */
export function loadScreen(name: string): ReturnType<ScreenLoader> | null {
  return REGISTRY[name]?.() ?? null;
}

/**
 * The lazy screen for a component name; the same object every time so React keeps its state.
 * React.lazy keeps a failed load for good, so a failure drops the entry: the next render
 * (retry, or coming back later) makes a new lazy component that imports the chunk again.
 * Chromium does not remember a failed dynamic import (checked with a blocked then unblocked
 * chunk), so importing the same URL again fetches it afresh; no cache-busting query is needed.
 */
export function screenFor(name: string): LazyExoticComponent<ComponentType> | null {
  const load = REGISTRY[name];
  if (!load) return null;
  let component = components.get(name);
  if (!component) {
    component = lazy(() =>
      load().catch((error: unknown) => {
        components.delete(name);
        throw error;
      }),
    );
    components.set(name, component);
  }
  return component;
}
