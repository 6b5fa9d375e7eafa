import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
// @ts-expect-error: a plain .mjs script shared with the benchmark, without type declarations
import { loginWeight, LOGIN_JS_BUDGET_BYTES } from '../../scripts/login-budget.mjs';

interface Weight {
  jsBytes: number;
  cssBytes: number;
  jsFiles: string[];
}

// the plain production build, made once for the node tests by production-build.ts
const outDir = inject('productionBuild');
let weight: Weight;

beforeAll(() => {
  weight = loginWeight(outDir) as Weight;
});

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

  it('leaves its files to the start script, which is handed every file the login page loads', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    // a module script or preload in the head would be fetched and compiled beside the first paint
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const start = /<script id="entry-start">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const handed = /\}\)\((\{"entry"[^\n]*\})\);/.exec(start)?.[1];
    const files = JSON.parse(handed ?? '{}') as { entry?: string; preload?: string[] };
    expect(files.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect([files.entry, ...(files.preload ?? [])].sort()).toEqual(weight.jsFiles.map((file) => `/${file}`).sort());
  });

  it("lists the console's first files for the login page to prefetch, none of them its own", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const list = /<script type="application\/json" id="console-assets">([^<]*)<\/script>/.exec(html)?.[1];
    const files = JSON.parse(list ?? '[]') as string[];
    expect(files.join(' ')).toMatch(
      /\/Layout-[\w-]+\.js.*\/HomePage-[\w-]+\.js|\/HomePage-[\w-]+\.js.*\/Layout-[\w-]+\.js/,
    );
    // antd's stylesheet, which the console links itself (src/antd-static-styles.ts)
    expect(files.filter((file) => /\/antd-[\w-]+\.css$/.test(file))).toHaveLength(1);
    const own = new Set(weight.jsFiles.map((file) => `/${file}`));
    expect(files.filter((file) => own.has(file))).toEqual([]);
  });
});
