import { defineScreens } from '@/utils/screens';

// The kit gallery: sample screens for developers, under `npm run dev` only. The condition is
// written out (`import.meta.env.DEV`, not via env.ts) so a production build drops these pages and
// their code.
export default defineScreens(
  import.meta.env.DEV
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
