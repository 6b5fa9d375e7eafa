// The first half of `npm start`: bundles the server (scripts/build-server.mjs, about a second, so
// the bundle is never older than the code), and builds the console when its folder (WEB_DIR,
// default ./dist) has no build yet, as on a fresh clone; the server (dist-server/main.mjs) then
// serves it beside /csp. An existing console build is left as it is: after an upgrade,
// `npm run build` makes the new one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './build-server.mjs';

const webDir = process.env.WEB_DIR || './dist';

if (!existsSync(join(webDir, 'index.html'))) {
  console.log(`[start] no console build in ${webDir}: building it`);
  const build = spawnSync('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await buildServer();
