import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

// Builds the plain production app once for every node test that reads a build (the login
// budget, the screen chunks), into a temporary folder handed to them through provide/inject,
// with what the build printed at its warning level (build-warnings.test.ts: nothing at all).

declare module 'vitest' {
  export interface ProvidedContext {
    /** the build's output folder (absolute) */
    productionBuild: string;
    /** what `vite build --logLevel warn` printed, stdout and stderr: its warnings and errors */
    productionBuildLog: string;
  }
}

export default function setup(project: TestProject) {
  const outDir = mkdtempSync(join(tmpdir(), 'csp-build-'));
  // A child process without what vitest sets: NODE_ENV=test would build React's development bundle.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const log = `${build.stdout ?? ''}${build.stderr ?? ''}`;
  if (build.status !== 0) throw new Error(`vite build failed (${build.status ?? build.signal}):\n${log}`);
  project.provide('productionBuild', outDir);
  project.provide('productionBuildLog', log);
  return () => rmSync(outDir, { recursive: true, force: true });
}
