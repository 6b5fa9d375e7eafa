import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
// @ts-expect-error: a plain .mjs script shared with the benchmark, without type declarations
import { loginWeight, LOGIN_JS_BUDGET_BYTES } from '../../scripts/login-budget.mjs';

interface Weight {
  jsBytes: number;
  cssBytes: number;
  jsFiles: string[];
}

const outDir = mkdtempSync(join(tmpdir(), 'csp-budget-'));
let weight: Weight;

beforeAll(() => {
  // A child process: under vitest NODE_ENV is "test", which would build React's development bundle.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.VITEST;
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    env,
    stdio: 'inherit',
  });
  weight = loginWeight(outDir) as Weight;
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('login page budget (plain production build)', () => {
  it('loads at most 200 KB of compressed JavaScript', () => {
    expect(weight.jsBytes).toBeGreaterThan(50 * 1024);
    expect(weight.jsBytes).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
  });

  it('does not load the shell, react-query, the mock or antd widgets', () => {
    const names = weight.jsFiles.join(' ');
    expect(names).not.toMatch(/Layout|PageOutlet|HomePage|browser|feedback-impl/);
  });
});
