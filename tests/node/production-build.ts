import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

// Builds the plain production app once for every node test that reads a build (the login
// budget, the screen chunks), into a temporary folder handed to them through provide/inject.

declare module 'vitest' {
  export interface ProvidedContext {
    /** the build's output folder (absolute) */
    productionBuild: string;
  }
}

export default function setup(project: TestProject) {
  const outDir = mkdtempSync(join(tmpdir(), 'csp-build-'));
  // A child process without what vitest sets: NODE_ENV=test would build React's development bundle.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    env,
    stdio: 'inherit',
  });
  project.provide('productionBuild', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
