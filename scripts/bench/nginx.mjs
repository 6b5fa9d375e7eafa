// nginx in front of two server instances, for the load benchmark (bench/server-load.mjs) and the
// scale-out test (tests/server/helpers/processes/nginx.ts): Debian's nginx run in the foreground as our own
// child, with the site configuration the README tells an operator to install
// (deploy/nginx-csp.conf: its example ports swapped for ours, its certificate paths filled with a
// self-signed certificate for 127.0.0.1 that openssl makes here) inside a main configuration of our
// own in a temporary folder (pid file, logs, buffers and the certificate there too): HTTPS on
// 127.0.0.1:`port`, plain HTTP (its redirect to HTTPS) on 127.0.0.1:`httpPort`. Never the system's
// nginx service: stop() ends this process by its pid and removes the folder. Without nginx or
// openssl installed it answers why not.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { https } from './https-client.mjs';

export const NGINX = '/usr/sbin/nginx';
export const SITE_CONFIG = fileURLToPath(new URL('../../deploy/nginx-csp.conf', import.meta.url));

/**
 * The shipped site configuration with its example ports replaced (`port` HTTPS, `httpPort` plain
 * HTTP, whose redirect then names `port`) and its certificate paths filled; fails when one of the
 * lines it swaps is missing.
 */
export function siteConfig({ port, httpPort, upstreams, certificate, key }) {
  let text = readFileSync(SITE_CONFIG, 'utf8');
  const swap = (from, to) => {
    if (!text.includes(from)) throw new Error(`${SITE_CONFIG} no longer holds "${from}"`);
    text = text.replace(from, to);
  };
  swap('listen 80;', `listen 127.0.0.1:${httpPort};`);
  swap('listen 443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`);
  swap('return 301 https://$host$request_uri;', `return 301 https://$host:${port}$request_uri;`);
  swap('ssl_certificate /etc/ssl/csp/fullchain.pem;', `ssl_certificate ${certificate};`);
  swap('ssl_certificate_key /etc/ssl/csp/privkey.pem;', `ssl_certificate_key ${key};`);
  swap('server 127.0.0.1:8080 ', `server ${new URL(upstreams[0]).host} `);
  swap('server 127.0.0.1:8081 ', `server ${new URL(upstreams[1]).host} `);
  return text;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid two days, in `dir`. */
export function selfSignedCertificate(dir) {
  const certificate = join(dir, 'certificate.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', certificate],
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key, pem: readFileSync(certificate, 'utf8') };
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

/**
 * Answers `{ url, httpUrl, ca, pid, version, stop() }` once nginx answers over HTTPS (`url`, with
 * the certificate `ca` a client must trust; `httpUrl` the plain HTTP side), or `{ skipped: reason }`.
 */
export async function startNginx({ port, httpPort, upstreams, timeoutMs = 10_000 }) {
  const probe = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return { skipped: "nginx is not installed (Debian's nginx package)" };
  if (spawnSync('openssl', ['version']).status !== 0) return { skipped: 'openssl is not installed' };
  const version = /nginx\/(\S+)/.exec(probe.stderr)?.[1] ?? '?';
  const dir = mkdtempSync(join(tmpdir(), 'csp-nginx-'));
  const { certificate, key, pem } = selfSignedCertificate(dir);
  // nginx's workers run as nobody when started by root: they write request bodies here
  chmodSync(dir, 0o777);
  writeFileSync(join(dir, 'site.conf'), siteConfig({ port, httpPort, upstreams, certificate, key }));
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
  const url = `https://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx stopped at its start (${child.exitCode}): ${log}`);
    }
    try {
      const answer = await https(`${url}/health`, { ca: pem });
      if (answer.status === 200) break;
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
  return { url, httpUrl: `http://127.0.0.1:${httpPort}`, ca: pem, pid: child.pid, version, stop };
}
