import type { ComponentType } from 'react';
import type { StaticPage } from '@/router/static-pages';

// The kit gallery: sample screens for developers and the browser tests, in the demo build only.
// The condition is written out (not via env.ts) so a real build drops these pages and their code.
const demo = import.meta.env.VITE_APP_MOCK === 'true';

export const KIT_GALLERY_SCREENS: Record<string, () => Promise<{ default: ComponentType }>> = demo
  ? { 'dev/kit/editor': () => import('./EditorDemoPage') }
  : {};

export const KIT_GALLERY_PAGES: StaticPage[] = demo
  ? [
      {
        path: '/dev/kit/editor/:id',
        component: 'dev/kit/editor',
        titleKey: 'widgets:demo.editorTitle',
        params: { id: /^(new|\d+)$/ },
      },
    ]
  : [];
