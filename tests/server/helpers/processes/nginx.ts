import { existsSync } from 'node:fs';
import { NGINX, startNginx as runNginx } from '../../../../scripts/bench/nginx.mjs';

// Debian's nginx in front of the test's server instances, with the site configuration the README
// tells an operator to install (deploy/nginx-csp.conf), over HTTPS with a self-signed certificate
// made for the run: the benchmark's runner (scripts/bench/nginx.mjs), which never touches the
// system's nginx service.

/** Whether nginx (and openssl, for its certificate) can run here; in CI their absence is an error (.ci/run installs nginx). */
export function nginxForTests(): boolean {
  if (existsSync(NGINX)) return true;
  const reason = `nginx not found at ${NGINX} (apt-get install nginx)`;
  if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`${reason}: required in CI`);
  console.warn(`skipping the tests behind nginx: ${reason}`);
  return false;
}

export interface Nginx {
  /** its HTTPS side, https://127.0.0.1:<port> */
  url: string;
  /** its plain HTTP side, which only redirects */
  httpUrl: string;
  /** the certificate it serves, for a client to trust */
  ca: string;
  stop(): Promise<void>;
}

/** nginx with HTTPS on 127.0.0.1:`listen` and HTTP on `httpListen`, in front of the instances on `instances` (two ports). */
export async function startNginx(listen: number, httpListen: number, instances: number[]): Promise<Nginx> {
  const nginx = await runNginx({
    port: listen,
    httpPort: httpListen,
    upstreams: instances.map((port) => `http://127.0.0.1:${port}`),
  });
  if ('skipped' in nginx) throw new Error(nginx.skipped);
  return nginx;
}
