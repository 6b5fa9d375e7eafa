import type { Plugin } from 'vite';

/** Where index.html's start script takes the entry and the files it imports. */
export const ENTRY_FILES = '__ENTRY_FILES__';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Takes the built entry's module script and module preloads out of index.html's head and hands
 * them to its start script, which adds them itself: on the login page once the static frame has
 * been painted, elsewhere at once. Fetched and compiled beside the first paint, the login page's
 * files held it back on two cores (docs/performance.md, "What the first page does"); the frame's
 * own fields take keys meanwhile. The dev server keeps its module script: the start script is
 * given nothing there.
 */
export function entryAfterFirstPaint(): Plugin {
  return {
    name: 'course-console-entry-after-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!html.includes(ENTRY_FILES)) throw new Error(`index.html has no ${ENTRY_FILES}`);
        if (!bundle) return html.replace(ENTRY_FILES, 'null');
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error("index.html has no module script for the build's entry");
        const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(ENTRY_FILES, JSON.stringify({ entry, preload }));
      },
    },
  };
}
