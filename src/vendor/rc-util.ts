// '@rc-component/util' as antd's parts import it (vite.config.ts points that name here), with one
// change: the scroll bar's size of an element is measured once per kind of scroll bar.
//
// antd's table measures it every time a table appears, and the drawer and modal every time they
// lock the page's scrolling. Each measure adds a stylesheet, a scrolling element and a forced
// layout to the page, then removes them: a pass of the browser's styling over the whole page. A
// kept tab shown again re-runs its table's mount effects, so every tab switch paid it.
import { getTargetScrollBarSize as measureScrollBar } from '@rc-component/util/es/getScrollBarSize';

export * from '@rc-component/util/es/index';

type ScrollBarSize = ReturnType<typeof measureScrollBar>;

const measured = new Map<string, ScrollBarSize>();

/**
 * What the measure copies from the element (its scroll bar's styles) and the zoom: the same
 * answers give the same size.
 */
function scrollBarKind(target: Element): string {
  const style = getComputedStyle(target);
  const bar = getComputedStyle(target, '::-webkit-scrollbar');
  return [style.scrollbarWidth, style.scrollbarColor, bar.width, bar.height, window.devicePixelRatio].join('|');
}

export function getTargetScrollBarSize(target: HTMLElement): ScrollBarSize {
  if (typeof document === 'undefined' || !(target instanceof Element)) return measureScrollBar(target);
  const kind = scrollBarKind(target);
  let size = measured.get(kind);
  if (!size) {
    size = measureScrollBar(target);
    measured.set(kind, size);
  }
  return size;
}
