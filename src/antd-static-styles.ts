import type { ThemeConfig } from 'antd';
import stylesheetUrl from 'antd/dist/antd.css?url';

/**
 * antd in its zero-runtime mode: the components' styles come from the stylesheet antd ships
 * instead of being made in the browser the first time each kind of component is shown (a fifth of
 * a list's first render; docs/performance.md). The theme still reaches them: that stylesheet
 * reads CSS variables, which antd keeps writing from the theme's tokens (the live theme colour,
 * the dark sidebar's component colours). Without hashed class names: the stylesheet's rules name
 * antd's plain classes.
 */
export const STATIC_STYLES: Pick<ThemeConfig, 'zeroRuntime' | 'hashed'> = { zeroRuntime: true, hashed: false };

let linked: Promise<void> | undefined;

/**
 * Links antd's stylesheet first in the page's head and resolves once it has loaded; called where
 * the screens built with antd are loaded (src/router/index.tsx), never on the login page. First,
 * where antd's run-time styles went: the console's rules that adjust antd's components win over
 * antd's rules as specific as theirs by coming later, and lose to the more specific ones (a row's
 * hover colour over a pinned cell's background, src/components/list/list.module.css). A cascade
 * layer would make every console rule win instead, and a stylesheet imported by a screen would
 * come wherever the screen's chunk happened to load.
 */
export function antdStylesheetLoaded(): Promise<void> {
  linked ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        // the next screen opened tries again
        link.remove();
        linked = undefined;
        reject(new Error(`antd's stylesheet did not load (${stylesheetUrl})`));
      },
      { once: true },
    );
    document.head.prepend(link);
  });
  return linked;
}
