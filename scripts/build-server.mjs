// Bundles the server under dist-server/: an entry for each process it runs (main.mjs, the server;
// pglite-create.mjs, the child that makes a new PGlite database), the chunks they load later, and
// the files they read beside them: the migrations and the empty PGlite template. Packages stay in
// node_modules, so the folder must be inside the project (it finds them from its own place). Run by `npm start` before each
// start (it takes about a second), so the bundle is never older than the code.
//
// Why a bundle and not tsx at run time: tsx compiles every module on load, in the server and again
// in the child, with an esbuild service process beside each; on a first start the child alone
// peaked at ~510 MB under tsx and ~385 MB bundled, and was three times slower (docs/server.md,
// "First start").
import { build } from 'esbuild';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const fromRoot = (path) => join(ROOT, path);

export const SERVER_DIR = 'dist-server';

// The folder is written over, never emptied first: an instance already running from it (a second
// `npm start`) may still load its chunks; theirs keep their names while the code is the same.
// `entries`: more processes bundled beside the server's own (name: path from the project), such
// as the browser tests' server of a test file.
export async function buildServer(outdir = fromRoot(SERVER_DIR), entries = {}) {
  const more = Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, fromRoot(path)]));
  await build({
    entryPoints: { main: fromRoot('server/main.ts'), 'pglite-create': fromRoot('server/db/pglite-create.ts'), ...more },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // what main.ts imports only once the database is open stays out of the process until then
    splitting: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    tsconfig: fromRoot('tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  await cp(fromRoot('server/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  await cp(fromRoot('server/db/template/pglite-empty.tar.gz'), join(outdir, 'pglite-empty.tar.gz'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer(process.argv[2]);
