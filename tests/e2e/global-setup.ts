import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

// Builds the demo (mock backend in the browser) once, serves it with `vite preview` on a free
// port and hands the address to every test file through provide/inject.

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234, no trailing slash */
    baseURL: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// E2E_OUT_DIR lets two runs side by side (one per developer session) build and serve their own copy.
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-demo';

/**
 * The environment without what vitest sets for itself: vite honours an inherited NODE_ENV, and
 * NODE_ENV=test would make a development build of React and antd (different code, warnings, ids).
 */
function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  return env;
}

function run(command: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...buildEnv(), ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`));
    });
  });
}

/** A port nobody listens on right now (the preview then binds it with strictPort). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = new Error(`HTTP ${response.status}`);
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the preview server at ${url} did not answer within ${timeoutMs} ms: ${String(last)}`);
}

async function startPreview(): Promise<{ server: PreviewServer; baseURL: string }> {
  // Another process may take the port between probing and binding; try a few.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      const server = await preview({
        root: ROOT,
        logLevel: 'warn',
        build: { outDir: OUT_DIR },
        preview: { host: '127.0.0.1', port, strictPort: true, open: false },
      });
      return { server, baseURL: `http://127.0.0.1:${port}` };
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

export default async function setup(project: TestProject) {
  // A console already served elsewhere (the real server, while it takes over from the demo build).
  const given = process.env.E2E_BASE_URL;
  if (given) {
    project.provide('baseURL', given.replace(/\/$/, ''));
    return;
  }
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const started = Date.now();
    await run('npx', ['vite', 'build', '--outDir', OUT_DIR], { VITE_APP_MOCK: 'true' });
    console.log(`[e2e] built ${OUT_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (!existsSync(join(ROOT, OUT_DIR, 'index.html'))) {
    throw new Error(`${OUT_DIR}/index.html is missing: run npm run build:demo, or drop E2E_SKIP_BUILD=1`);
  }
  const { server, baseURL } = await startPreview();
  await waitUntilAnswering(`${baseURL}/login`);
  await waitUntilAnswering(`${baseURL}/mockServiceWorker.js`);
  console.log(`[e2e] serving ${OUT_DIR} at ${baseURL}`);
  project.provide('baseURL', baseURL);

  return async () => {
    await server.close();
  };
}
