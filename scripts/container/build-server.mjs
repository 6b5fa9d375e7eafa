// The server compiled for the container image (Dockerfile): server/main.ts and the PGlite
// creator it starts as a child (server/db/pglite-create.ts) bundled by esbuild into plain
// JavaScript under build/ (build/server/main.mjs, build/server/db/pglite-create.mjs), which the
// image copies over the tree's server/ folder, so that it runs `node` without tsx. The packages stay
// outside the bundle (PGlite and pg load files of their own beside their modules). Every
// `import.meta.url` keeps naming the source file it was written in, so the paths the server
// finds beside its code (the migrations, the PGlite template, package.json) are the tree's own.
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const keepSourceUrl = {
  name: 'keep-source-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
        loader: 'ts',
      };
    });
  },
};

await build({
  entryPoints: { 'server/main': 'server/main.ts', 'server/db/pglite-create': 'server/db/pglite-create.ts' },
  outdir: 'build',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: 'linked',
  plugins: [keepSourceUrl],
  logLevel: 'warning',
});
console.log('[build-server] build/server/main.mjs and build/server/db/pglite-create.mjs');
