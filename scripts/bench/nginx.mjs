// nginx in front of several server instances, for the load benchmark (bench/server-load.mjs):
// Debian's nginx run in the foreground as our own child with a configuration file of our own in
// a temporary folder (its pid file, logs and buffers there too), listening on 127.0.0.1:`port`
// and sharing the calls out over the instances round-robin, with keep-alive connections to them
// as a deployment would keep. Never the system's nginx service: stop() ends this process by its
// pid and removes the folder. Without nginx installed it answers why not.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NGINX = '/usr/sbin/nginx';

function config(dir, port, upstreams) {
  return `# the load benchmark's own nginx (scripts/bench/nginx.mjs), not the system's
daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream csp {
${upstreams.map((u) => `    server ${new URL(u).host};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://csp;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
}

/** Answers `{ url, pid, version, stop() }` once nginx answers, or `{ skipped: reason }`. */
export async function startNginx({ port, upstreams, timeoutMs = 10_000 }) {
  const probe = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return { skipped: "nginx is not installed (Debian's nginx package)" };
  const version = /nginx\/(\S+)/.exec(probe.stderr)?.[1] ?? '?';
  const dir = mkdtempSync(join(tmpdir(), 'csp-bench-nginx-'));
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config(dir, port, upstreams));
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
