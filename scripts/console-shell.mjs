// The modules of the console's shell: what every console page loads, whichever screen it shows
// (the guard, the providers, the layout with its tab cache, the messages and dayjs's locales).
// The login page prefetches them (vite.config.ts); the screen chunk report counts a screen's
// weight beyond them (scripts/screen-chunks.mjs). Paths relative to the project.
export const CONSOLE_SHELL_MODULES = [
  'src/router/guard.ts',
  'src/AppProviders.tsx',
  'src/layout/Layout.tsx',
  'src/layout/tabs/CachedPages.tsx',
  'src/locales/all.ts',
  'src/i18n/dayjs-locale.ts',
];
