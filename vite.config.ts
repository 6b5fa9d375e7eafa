import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { docsSite } from './scripts/docs-site/plugin';
import { consolePrefetch } from './scripts/console-prefetch/plugin';
import { CONSOLE_SHELL_MODULES } from './scripts/console-shell.mjs';
import { chunkGraph } from './scripts/chunk-graph/plugin';
import { inlineEntryCss } from './scripts/inline-entry-css/plugin';
import { pdfjsAssets } from './scripts/pdfjs-assets/plugin';

// The dev server proxies /csp to a real backend only when VITE_APP_PROXY_TARGET is set;
// otherwise the embedded mock backend (msw) answers in the browser.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const base = env.VITE_APP_BASE_API || '/csp';
  const target = env.VITE_APP_PROXY_TARGET;
  return {
    plugins: [
      react(),
      inlineEntryCss(),
      // What the login page prefetches for the console (the first page after login).
      consolePrefetch([...CONSOLE_SHELL_MODULES, 'src/features/home/HomePage.tsx']),
      docsSite(fileURLToPath(new URL('./docs', import.meta.url))),
      pdfjsAssets(fileURLToPath(new URL('./node_modules/pdfjs-dist', import.meta.url))),
      // Which modules each chunk holds: the screen chunk report and its test read it.
      chunkGraph(fileURLToPath(new URL('.', import.meta.url))),
    ],
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
        { find: /^@mock\//, replacement: `${fileURLToPath(new URL('./mock', import.meta.url))}/` },
        // antd's parts measure scroll bars once per kind of scroll bar (src/vendor/rc-util.ts)
        {
          find: /^@rc-component\/util$/,
          replacement: fileURLToPath(new URL('./src/vendor/rc-util.ts', import.meta.url)),
        },
      ],
    },
    server: {
      port: Number(env.VITE_PORT) || 5173,
      proxy: target ? { [base]: { target, changeOrigin: true } } : undefined,
    },
    preview: {
      port: Number(env.VITE_PORT) || 4173,
      proxy: target ? { [base]: { target, changeOrigin: true } } : undefined,
    },
    build: {
      target: 'es2022',
      // scripts/login-budget.mjs reads it to know which chunks the login page loads.
      manifest: true,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Every feature's permission and path constants (a few hundred bytes each) are read
              // by the route table in the entry and by the feature's own chunk; left alone they
              // become some twenty tiny chunks the first page has to fetch one by one.
              { name: 'route-constants', test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/](perms|paths)\.ts$/ },
            ],
          },
        },
      },
    },
  };
});
