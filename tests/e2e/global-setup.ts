import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.mjs';
import { writePgliteTemplate } from '../server/helpers/template';
import type { FileServerOptions } from './server/file-server';

// Makes, once per run, what every browser test worker's own server needs: the console's
// production build and a migrated, seeded database template (both at the same time). Each worker
// then starts the real server on its own copy of the database (tests/e2e/server/).

declare module 'vitest' {
  export interface ProvidedContext {
    /** a console served elsewhere (E2E_BASE_URL), e.g. http://127.0.0.1:8080; '' when each file starts its own */
    baseURL: string;
    /** what each worker's server is made of */
    fileServer: FileServerOptions;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// E2E_OUT_DIR lets two runs side by side (one per developer session) build their own copy.
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';

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

/**
 * Each test file's server bundled once (./server/test-server.ts), as `npm start` bundles the
 * real one: under tsx every file's server compiled the whole server again on its start (5.7 s of
 * CPU to listening; 3.3-3.8 s bundled).
 */
async function bundleFileServer(): Promise<string> {
  const outdir = join(ROOT, `${OUT_DIR}-server`);
  await buildServer(outdir, { 'test-server': 'tests/e2e/server/test-server.ts' });
  return join(outdir, 'test-server.mjs');
}

async function buildConsole(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const started = Date.now();
  await run('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir']);
  console.log(`[e2e] built ${OUT_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export default async function setup(project: TestProject) {
  // A console already served elsewhere: every file uses it (and shares its database).
  const given = process.env.E2E_BASE_URL;
  project.provide('baseURL', given ? given.replace(/\/$/, '') : '');
  if (given) return;

  const dir = await mkdtemp(join(tmpdir(), 'csp-e2e-'));
  const template = join(dir, 'template.tar');
  const started = Date.now();
  const [, entry] = await Promise.all([buildConsole(), bundleFileServer(), writePgliteTemplate(template)]);
  const webDir = join(ROOT, OUT_DIR);
  if (!existsSync(join(webDir, 'index.html'))) {
    throw new Error(`${OUT_DIR}/index.html is missing: drop E2E_SKIP_BUILD=1 to build it`);
  }
  console.log(`[e2e] build and database template ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('fileServer', { template, webDir, entry });
  return () => rm(dir, { recursive: true, force: true });
}
