import { defineScreens } from '@/utils/screens';

// The kit gallery: sample screens for developers and the browser tests, in the demo build only.
// The condition is written out (not via env.ts) so a real build drops these pages and their code.
const demo = import.meta.env.VITE_APP_MOCK === 'true';

export default defineScreens(
  demo
    ? {
        screens: { 'dev/kit/editor': () => import('./EditorDemoPage') },
        pages: [
          {
            path: '/dev/kit/editor/:id',
            component: 'dev/kit/editor',
            titleKey: 'widgets:demo.editorTitle',
            params: { id: /^(new|\d+)$/ },
          },
        ],
      }
    : { screens: {} },
);
