import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Debian's nginx in front of the test's server instances, with the site configuration the README
// tells an operator to install (deploy/nginx-csp.conf), its ports swapped for the test's. Run in
// the foreground in a folder of its own, never as the system's service; stopped by its pid.

const NGINX = '/usr/sbin/nginx';
export const SITE_CONFIG = fileURLToPath(new URL('../../../deploy/nginx-csp.conf', import.meta.url));

/** Whether nginx can run here; in CI its absence is an error (.ci/run installs it). */
export function nginxForTests(): boolean {
  if (existsSync(NGINX)) return true;
  const reason = `nginx not found at ${NGINX} (apt-get install nginx)`;
  if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`${reason}: required in CI`);
  console.warn(`skipping the tests behind nginx: ${reason}`);
  return false;
}

/** The shipped site configuration with its example ports replaced; fails when one is missing. */
export async function siteConfig(listen: number, instances: number[]): Promise<string> {
  let text = await readFile(SITE_CONFIG, 'utf8');
  const swap = (from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`${SITE_CONFIG} no longer holds "${from}"`);
    text = text.replace(from, to);
  };
  swap('listen 80;', `listen 127.0.0.1:${listen};`);
  swap('server 127.0.0.1:8080 ', `server 127.0.0.1:${instances[0]} `);
  swap('server 127.0.0.1:8081 ', `server 127.0.0.1:${instances[1]} `);
  return text;
}

export interface Nginx {
  url: string;
  stop(): Promise<void>;
  log(): Promise<string>;
}

export async function startNginx(listen: number, instances: number[]): Promise<Nginx> {
  const dir = await mkdtemp(join(tmpdir(), 'csp-test-nginx-'));
  // nginx's workers run as nobody when started by root: they write request bodies here
  await chmod(dir, 0o777);
  await writeFile(join(dir, 'site.conf'), await siteConfig(listen, instances));
  await writeFile(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${listen}`;
  const log = async () =>
    stderr + (existsSync(join(dir, 'error.log')) ? await readFile(join(dir, 'error.log'), 'utf8') : '');
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${await log()}`);
    if ((await fetch(`${url}/health`).catch(() => null))?.ok) break;
    if (tries > 50) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer in time:\n${await log()}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url,
    log,
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise((done) => child.once('exit', done));
        child.kill('SIGQUIT');
        await gone;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
