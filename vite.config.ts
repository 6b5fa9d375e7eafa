import { ServerResponse } from 'node:http';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { docsSite } from './scripts/docs-site/plugin.ts';
import { consolePrefetch } from './scripts/console-prefetch/plugin.ts';
import { CONSOLE_SHELL_MODULES } from './scripts/console-shell.mjs';
import { chunkGraph } from './scripts/chunk-graph/plugin.ts';
import { inlineEntryCss } from './scripts/inline-entry-css/plugin.ts';
import { bootLoginLabels } from './scripts/boot-login/plugin.ts';
import { entryAfterFirstPaint } from './scripts/paint-first/plugin.ts';
import { pdfjsAssets } from './scripts/pdfjs-assets/plugin.ts';

/**
 * The development server's `network` fault drops the connection (server/dev-faults.ts). Vite's
 * proxy would answer the browser 502 for it and log the hang-up; instead the browser's own
 * connection is dropped too, so the console meets the network error it is meant to try.
 */
const passDroppedConnections: ProxyOptions['configure'] = (proxy) => {
  const emit = proxy.emit.bind(proxy) as (event: string | symbol, ...args: unknown[]) => boolean;
  proxy.emit = ((event: string | symbol, ...args: unknown[]) => {
    const [error, , res] = args as [NodeJS.ErrnoException | undefined, unknown, unknown];
    if (event === 'error' && error?.code === 'ECONNRESET' && res instanceof ServerResponse) {
      res.destroy();
      return true;
    }
    return emit(event, ...args);
  }) as typeof proxy.emit;
};

const routerProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// The dev server proxies /csp to the server `npm run dev` starts beside it (scripts/dev.mjs passes
// its port in DEV_API_PORT), or to another backend named by VITE_APP_PROXY_TARGET; `vite build`
// and `vite preview` have no such server beside them.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const base = env.VITE_APP_BASE_API || '/csp';
  const target = env.VITE_APP_PROXY_TARGET;
  const devTarget = env.DEV_API_PORT ? `http://127.0.0.1:${env.DEV_API_PORT}` : target;
  return {
    plugins: [
      react(),
      inlineEntryCss(),
      // the names of index.html's login fields, from the login page's messages
      bootLoginLabels(fileURLToPath(new URL('./src/locales', import.meta.url))),
      // the login page's files start after its frame's first paint (index.html's #entry-start)
      entryAfterFirstPaint(),
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
        // what console and server both use (contract/): the server reads the same alias from tsconfig.json
        { find: /^@contract\//, replacement: `${fileURLToPath(new URL('./contract', import.meta.url))}/` },
        // antd's parts measure scroll bars once per kind of scroll bar (src/vendor/rc-util.ts)
        {
          find: /^@rc-component\/util$/,
          replacement: fileURLToPath(new URL('./src/vendor/rc-util.ts', import.meta.url)),
        },
        // react-router's package.json names only its development build, whose warnings run on
        // every navigation (each route matched builds its warning checks); it ships the same
        // code without them in dist/production, which a production build takes instead
        ...(mode === 'production'
          ? [
              { find: /^react-router$/, replacement: routerProduction('index.mjs') },
              { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
            ]
          : []),
      ],
    },
    server: {
      port: Number(env.VITE_PORT) || 5173,
      proxy: devTarget
        ? { [base]: { target: devTarget, changeOrigin: true, configure: passDroppedConnections } }
        : undefined,
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
