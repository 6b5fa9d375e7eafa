// `npm run dev`: the console with hot reload and the real server beside it, one command.
// - the server (server/main.ts through tsx watch: restarted when its code changes) on its own
//   port, /csp only, on a development database (DATA_DIR, default ./data-dev; DATABASE_URL when
//   set), with DEV_FAULTS=1 so the console's fault switch works (docs/api.md "Trying failures by
//   hand");
// - Vite's dev server, which proxies /csp to it (vite.config.ts reads DEV_API_PORT).
// Ctrl-C stops both; when either stops, so does the other.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

const apiPort = process.env.DEV_API_PORT || '8081';
const webPort = process.env.VITE_PORT || '5173';
const dataDir = process.env.DATA_DIR || './data-dev';

const children = [];
let stopping = false;
let exitCode = 0;

function stopAll(code) {
  if (!stopping) exitCode = code;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

function start(name, command, args, env, stdio) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio });
  child.on('error', (error) => {
    console.error(`[dev] ${name} did not start: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[dev] ${name} stopped (${signal ?? `exit ${code}`}): stopping the other`);
    stopAll(code ?? 1);
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
  children.push(child);
}

start(
  'the server',
  bin('tsx'),
  ['watch', '--clear-screen=false', 'server/main.ts'],
  // No console build here (Vite serves the console): WEB_DIR is the data folder, which has none.
  // The log as a person reads it at a terminal, unless LOG_FORMAT says otherwise.
  {
    PORT: apiPort,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: dataDir,
    DEV_FAULTS: '1',
    LOG_FORMAT: process.env.LOG_FORMAT || 'pretty',
  },
  // the keyboard is Vite's (its shortcuts); tsx watch would take Enter as "restart"
  ['ignore', 'inherit', 'inherit'],
);
// Vite proxies /csp to the server above (vite.config.ts reads DEV_API_PORT).
start('Vite', bin('vite'), ['--port', webPort, '--strictPort'], { DEV_API_PORT: apiPort }, 'inherit');

const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
console.log(
  `[dev] open the console at http://localhost:${webPort}/ (hot reload; /csp → the server on 127.0.0.1:${apiPort}, ${where})`,
);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
