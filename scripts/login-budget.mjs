// Which files the login page of a build loads, and how many gzip bytes they weigh.
// Used by the budget test (tests/unit/budget.test.ts) and the benchmark.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const LOGIN_JS_BUDGET_BYTES = 160 * 1024;
const LOGIN_MODULE = 'src/features/auth/pages/LoginPage.tsx';

function readManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The entry chunk plus the login page chunk, with every chunk they import statically. */
export function loginChunks(outDir) {
  const manifest = readManifest(outDir);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const seen = new Set();
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  // The router imports the login page statically, so it is inside the entry's chunks; were it
  // made lazy again, its own chunk would count here.
  if (manifest[LOGIN_MODULE]) visit(LOGIN_MODULE);
  return { js: [...seen].map((k) => manifest[k].file), css: [...css] };
}

export function gzipBytes(outDir, files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);
}

export function loginWeight(outDir) {
  const { js, css } = loginChunks(outDir);
  return { jsFiles: js, cssFiles: css, jsBytes: gzipBytes(outDir, js), cssBytes: gzipBytes(outDir, css) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const weight = loginWeight(process.argv[2] ?? 'dist');
  console.log(JSON.stringify(weight, null, 2));
  console.log(`login JS ${(weight.jsBytes / 1024).toFixed(1)} KiB gzip (budget ${LOGIN_JS_BUDGET_BYTES / 1024} KiB)`);
}
