// nginx in front of two server instances, for the load benchmark (bench/server-load.mjs) and the
// scale-out test (tests/server/support/nginx.ts): Debian's nginx run in the foreground as our own
// child, with the site configuration the README tells an operator to install
// (deploy/nginx-csp.conf, its example ports swapped for ours) inside a main configuration of our
// own in a temporary folder (pid file, logs and buffers there too), listening on
// 127.0.0.1:`port`. Never the system's nginx service: stop() ends this process by its pid and
// removes the folder. Without nginx installed it answers why not.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX = '/usr/sbin/nginx';
export const SITE_CONFIG = fileURLToPath(new URL('../../deploy/nginx-csp.conf', import.meta.url));

/** The shipped site configuration with its example ports replaced; fails when one is missing. */
export function siteConfig(port, upstreams) {
  let text = readFileSync(SITE_CONFIG, 'utf8');
  const swap = (from, to) => {
    if (!text.includes(from)) throw new Error(`${SITE_CONFIG} no longer holds "${from}"`);
    text = text.replace(from, to);
  };
  swap('listen 80;', `listen 127.0.0.1:${port};`);
  swap('server 127.0.0.1:8080 ', `server ${new URL(upstreams[0]).host} `);
  swap('server 127.0.0.1:8081 ', `server ${new URL(upstreams[1]).host} `);
  return text;
}

function mainConfig(dir) {
  return [
    '# nginx run by scripts/bench/nginx.mjs, not the system service',
    'daemon off;',
    'worker_processes auto;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
    `  include ${dir}/site.conf;`,
    '}',
    '',
  ].join('\n');
}

/** Answers `{ url, pid, version, stop() }` once nginx answers, or `{ skipped: reason }`. */
export async function startNginx({ port, upstreams, timeoutMs = 10_000 }) {
  const probe = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return { skipped: "nginx is not installed (Debian's nginx package)" };
  const version = /nginx\/(\S+)/.exec(probe.stderr)?.[1] ?? '?';
  const dir = mkdtempSync(join(tmpdir(), 'csp-nginx-'));
  // nginx's workers run as nobody when started by root: they write request bodies here
  chmodSync(dir, 0o777);
  writeFileSync(join(dir, 'site.conf'), siteConfig(port, upstreams));
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, mainConfig(dir));
  const child = spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', file], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const errorLog = () => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // QUIT: nginx's graceful stop; TERM after 5 s
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGTERM'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx stopped at its start (${child.exitCode}): ${log}`);
    }
    try {
      const answer = await fetch(`${url}/health`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx did not answer on ${url} within ${timeoutMs} ms: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid, version, stop };
}
