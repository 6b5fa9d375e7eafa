// The first half of `npm start`: builds the console when its folder (WEB_DIR, default ./dist)
// has no build yet, as on a fresh clone; the server (server/main.ts) then serves it beside /csp.
// An existing build is left as it is: after an upgrade, `npm run build` makes the new one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const webDir = process.env.WEB_DIR || './dist';

if (!existsSync(join(webDir, 'index.html'))) {
  console.log(`[start] no console build in ${webDir}: building it`);
  const build = spawnSync('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
