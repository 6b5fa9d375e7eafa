// What each declared screen weighs in a build, and which heavy libraries come with it: the
// screen's own chunk and every chunk it imports statically that the console's shell has not
// loaded already, compressed (gzip -9), from the chunk graph the build writes
// (scripts/chunk-graph). Used by the benchmark (--only=chunks) and by
// tests/node/screen-chunks.test.ts.
//
//   node scripts/screen-chunks.mjs [dist]     prints the table for a build there is
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSOLE_SHELL_MODULES } from './console-shell.mjs';
import { gzipBytes } from './login-budget.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GRAPH_FILE = join('.vite', 'chunk-graph.json');

/** The libraries worth knowing about, by the module paths that make them up. */
export const HEAVY_LIBRARIES = {
  'pdf.js': /(^|\/)node_modules\/(pdfjs-dist|react-pdf)\//,
  FullCalendar: /(^|\/)node_modules\/@fullcalendar\//,
  charts: /(^|\/)node_modules\/(recharts|victory-vendor|d3-[a-z-]+)\//,
  spreadsheet: /(^|\/)node_modules\/(read-excel-file|write-excel-file|papaparse)\//,
  'docx-preview': /(^|\/)node_modules\/docx-preview\//,
  fflate: /(^|\/)node_modules\/fflate\//,
  Quill: /(^|\/)node_modules\/(react-quill-new|quill|quill-delta|parchment)\//,
  'QR code': /(^|\/)node_modules\/(@rc-component\/qrcode|antd\/es\/qr-code)\//,
};

/** What a list screen must never load with it: each only ever comes on demand. */
export const KEPT_OUT_OF_LISTS = ['pdf.js', 'FullCalendar', 'charts', 'spreadsheet'];

/** Screens that are lists without being named `…/index` or `…Index`. */
const OTHER_LISTS = new Set([
  'admin/search',
  'admin/course/feedback',
  'system/dict/data',
  'system/role/authUser',
  'system/user/authRole',
  'menu',
]);

/** A list screen: `*\/index` (not the home page `index`), `*Index`, or one of OTHER_LISTS. */
export const isListScreen = (name) => /\/index$|Index$/.test(name) || OTHER_LISTS.has(name);

const DECLARED = /(?:'([^']+)'|([A-Za-z_$][\w$]*))\s*:\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
const SOURCE_SUFFIXES = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

function screenFiles(root) {
  return readdirSync(join(root, 'src', 'features'), { recursive: true })
    .map((file) => String(file).split('\\').join('/'))
    .filter((file) => file === 'screens.ts' || file.endsWith('/screens.ts'))
    .map((file) => `src/features/${file}`)
    .sort();
}

/**
 * Every screen the features declare (their `screens.ts`): component name → `{ module, demoOnly }`,
 * the source module relative to the project, and whether the declaration holds only in development
 * (it tests import.meta.env.DEV, so a production build drops the screen: the kit gallery). A loader written in another
 * form than `name: () => import('…')` throws, so that no screen is silently left out.
 */
export function declaredScreenModules(root = ROOT) {
  const screens = {};
  for (const file of screenFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    const demoOnly = text.includes('import.meta.env.DEV');
    const found = [...text.matchAll(DECLARED)];
    const loaders = text.match(/import\(/g)?.length ?? 0;
    if (found.length !== loaders)
      throw new Error(`${file}: ${loaders} import() but ${found.length} read as \`name: () => import('…')\``);
    for (const [, quoted, bare, specifier] of found) {
      const base = specifier.startsWith('@/')
        ? `src/${specifier.slice(2)}`
        : posix.normalize(posix.join(posix.dirname(file), specifier));
      const module = SOURCE_SUFFIXES.map((suffix) => base + suffix).find((path) => existsSync(join(root, path)));
      if (!module) throw new Error(`${file}: cannot find the screen module ${specifier}`);
      screens[quoted ?? bare] = { module, demoOnly };
    }
  }
  return screens;
}

/** The chunk graph of the build in `outDir`. */
export function readChunkGraph(outDir) {
  const file = join(outDir, GRAPH_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: build with the chunk-graph plugin (vite.config.ts)`);
  return JSON.parse(readFileSync(file, 'utf8')).chunks;
}

/** The chunks reached from `start` through `edges` (static imports, or both kinds), not entering `stop`. */
function reach(chunks, start, { dynamic = false, stop = new Set() } = {}) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || stop.has(file) || !chunks[file]) return;
    seen.add(file);
    for (const next of chunks[file].imports) visit(next);
    if (dynamic) for (const next of chunks[file].dynamicImports) visit(next);
  };
  start.forEach(visit);
  return seen;
}

/** The heavy libraries among the modules of these chunks, by name. */
function librariesIn(chunks, files) {
  const modules = [...files].flatMap((file) => chunks[file].modules);
  return Object.entries(HEAVY_LIBRARIES)
    .filter(([, pattern]) => modules.some((module) => pattern.test(module)))
    .map(([name]) => name);
}

/**
 * One row per declared screen in the build, sorted by name: its chunk, the compressed bytes of
 * that chunk (`ownBytes`) and of it with every chunk it imports statically beyond the shell
 * (`bytes`, `files`, `cssBytes`), the heavy libraries among all its static imports, the shell's
 * included (`heavy`), and those it can load on demand (`onDemand`). `absent`: the demo-only
 * screens the build does not hold; any other screen missing from the build throws.
 */
export function screenChunkReport(outDir, root = ROOT) {
  const chunks = readChunkGraph(outDir);
  const files = Object.keys(chunks);
  const holding = (module) => files.filter((file) => chunks[file].modules.includes(module));
  const shellStart = [
    ...files.filter((file) => chunks[file].isEntry),
    ...CONSOLE_SHELL_MODULES.flatMap((module) => {
      const found = holding(module);
      if (!found.length) throw new Error(`no chunk holds the shell's ${module}`);
      return found;
    }),
  ];
  const shell = reach(chunks, shellStart);
  const shellCss = new Set([...shell].flatMap((file) => chunks[file].css));
  const gzip = (list) => gzipBytes(outDir, list);

  const absent = [];
  const rows = [];
  for (const [name, { module, demoOnly }] of Object.entries(declaredScreenModules(root))) {
    const own = files.find((file) => chunks[file].isDynamicEntry && chunks[file].facadeModule === module);
    const chunk = own ?? holding(module)[0];
    if (!chunk && demoOnly) {
      absent.push(name);
      continue;
    }
    if (!chunk) throw new Error(`no chunk holds the screen ${name} (${module})`);
    const staticAll = reach(chunks, [chunk]);
    const extra = [...staticAll].filter((file) => !shell.has(file));
    const css = [...new Set(extra.flatMap((file) => chunks[file].css))].filter((file) => !shellCss.has(file));
    const heavy = librariesIn(chunks, staticAll);
    const lazyStart = extra.flatMap((file) => chunks[file].dynamicImports);
    const lazy = reach(chunks, lazyStart, { dynamic: true, stop: new Set([...shell, ...staticAll]) });
    rows.push({
      name,
      module,
      chunk,
      ownChunk: !!own,
      list: isListScreen(name),
      ownBytes: gzip([chunk]),
      bytes: gzip(extra),
      files: extra.length,
      cssBytes: gzip(css),
      heavy,
      onDemand: librariesIn(chunks, lazy).filter((library) => !heavy.includes(library)),
    });
  }
  return {
    shell: { files: shell.size, bytes: gzip([...shell]), heavy: librariesIn(chunks, shell) },
    screens: rows.sort((a, b) => a.name.localeCompare(b.name)),
    absent: absent.sort(),
  };
}

/** The list screens carrying, among their static imports, a library kept out of lists. */
export function listScreenLeaks(report) {
  return report.screens
    .filter((screen) => screen.list)
    .map((screen) => ({ name: screen.name, libraries: screen.heavy.filter((l) => KEPT_OUT_OF_LISTS.includes(l)) }))
    .filter((leak) => leak.libraries.length);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The report as text lines: one table row per screen. */
export function formatScreenChunks(report) {
  const header = ['screen', 'list', 'own chunk', 'with imports', 'files', 'CSS', 'heavy, static', 'heavy, on demand'];
  const table = [
    header,
    ...report.screens.map((s) => [
      s.name + (s.ownChunk ? '' : ' (shared chunk)'),
      s.list ? 'list' : '',
      kib(s.ownBytes),
      kib(s.bytes),
      String(s.files),
      kib(s.cssBytes),
      s.heavy.join(', ') || '–',
      s.onDemand.join(', ') || '–',
    ]),
  ];
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
  const right = new Set([2, 3, 4, 5]);
  const line = (row) =>
    row
      .map((cell, i) => (right.has(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [
    `shell (entry, guard, providers, layout, messages): ${report.shell.files} files, ${kib(report.shell.bytes)}` +
      `, heavy libraries: ${report.shell.heavy.join(', ') || 'none'}`,
    ...(report.absent.length ? [`not in this build (development only): ${report.absent.join(', ')}`] : []),
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...table.slice(1).map(line),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = screenChunkReport(join(ROOT, process.argv[2] ?? 'dist'));
  for (const line of formatScreenChunks(report)) console.log(line);
  const leaks = listScreenLeaks(report);
  for (const leak of leaks) console.log(`LIST SCREEN CARRIES ${leak.libraries.join(', ')}: ${leak.name}`);
  if (leaks.length) process.exitCode = 1;
}
