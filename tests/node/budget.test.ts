import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
  it('loads at most 160 KiB of compressed JavaScript', () => {
    expect(weight.jsBytes).toBeGreaterThan(50 * 1024);
    expect(weight.jsBytes).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
  });

  it('does not load the shell, react-query, the mock or antd widgets', () => {
    const names = weight.jsFiles.join(' ');
    expect(names).not.toMatch(/Layout|PageOutlet|HomePage|browser|feedback-impl/);
  });

  it('paints from the HTML: a static frame, and the first stylesheet inlined instead of linked', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).toMatch(/<div id="boot-frame"[^>]*>[\s\S]*<svg/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]*\._card_/);
  });

  it("lists the console's first files for the login page to prefetch, none of them its own", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const list = /<script type="application\/json" id="console-assets">([^<]*)<\/script>/.exec(html)?.[1];
    const files = JSON.parse(list ?? '[]') as string[];
    expect(files.join(' ')).toMatch(
      /\/Layout-[\w-]+\.js.*\/HomePage-[\w-]+\.js|\/HomePage-[\w-]+\.js.*\/Layout-[\w-]+\.js/,
    );
    const own = new Set(weight.jsFiles.map((file) => `/${file}`));
    expect(files.filter((file) => own.has(file))).toEqual([]);
  });
});
