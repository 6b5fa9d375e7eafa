import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { declaredScreens } from './features';

const REGISTRY = declaredScreens;

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/** Whether some feature's `screens.ts` declares this component name. */
export function hasScreen(name: string): boolean {
  return name in REGISTRY;
}

/** The lazy screen for a component name; the same object every time so React keeps its state. */
export function screenFor(name: string): LazyExoticComponent<ComponentType> | null {
  const load = REGISTRY[name];
  if (!load) return null;
  let component = components.get(name);
  if (!component) {
    component = lazy(load);
    components.set(name, component);
  }
  return component;
}

/** After a failed chunk load React.lazy remembers the failure; forgetting it lets "retry" load again. */
export function forgetScreen(name: string): void {
  components.delete(name);
}
