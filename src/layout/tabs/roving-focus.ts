import type { KeyboardEvent } from 'react';

/**
 * Moves the focus among `items` the way a tab list or a menu does: the `back` and `forward` keys
 * step from the item at `at` (wrapping round), Home and End go to either end. Answers whether the
 * key was one of those (its default action is then prevented).
 */
export function moveFocusByKey(
  e: KeyboardEvent,
  items: readonly HTMLElement[],
  at: number,
  keys: { back: string; forward: string },
): boolean {
  const to =
    e.key === keys.forward
      ? at + 1
      : e.key === keys.back
        ? at - 1
        : e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? items.length - 1
            : null;
  if (to === null || items.length === 0) return false;
  e.preventDefault();
  items[(to + items.length) % items.length]?.focus();
  return true;
}
