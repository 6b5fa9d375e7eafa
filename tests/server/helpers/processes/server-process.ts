import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { https } from '../../../../scripts/bench/https-client.mjs';
import { solveCaptchaSrc } from '../../../e2e/support/captcha';

// The real server as an operator runs it (`node --import tsx server/main.ts`), in a child
// process, for the tests that need a process: several instances, signals, restarts. Ready means
// GET /health answers, so the test does not depend on the wording of the start-up log.

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const START_TIMEOUT_MS = 90_000;

export interface ServerProcess {
  url: string;
  pid: number;
  /** everything the process wrote so far, stdout and stderr together */
  output(): string;
  /** what it wrote to stderr alone (its log is on stdout: a warning from Node or a library lands here) */
  errors(): string;
  /** sends `signal` and resolves with the exit code (or the signal's name) */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

const live = new Set<ChildProcess>();

/** Stops every server this file started that is still running (an afterAll's safety net). */
export async function stopAllServers(): Promise<void> {
  for (const child of live) child.kill('SIGKILL');
  live.clear();
}

function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal ?? 'unknown')));
}

/**
 * Starts the server on 127.0.0.1:`port` with `env` over this process's environment (no console
 * build: /csp, /health and /ready only) and waits until it answers /health.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, WEB_DIR: '/nonexistent', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  let output = '';
  let errors = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => {
    output += chunk;
    errors += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited at start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server on port ${port} did not answer /health in time:\n${output}`);
    }
    const health = await fetch(`${url}/health`).catch(() => null);
    if (health?.ok) break;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    url,
    pid: child.pid!,
    output: () => output,
    errors: () => errors,
    async stop(signal = 'SIGTERM') {
      child.kill(signal);
      return exited(child);
    },
  };
}

/** Origins a test serves over HTTPS with a certificate of its own (nginx's): their calls trust it. */
const certificates = new Map<string, string>();

export function trustCertificate(origin: string, ca: string): void {
  certificates.set(new URL(origin).origin, ca);
}

/** fetch; for an origin given a certificate of its own, a call that trusts that certificate. */
export function fetchFrom(url: string, init: RequestInit = {}): Promise<Response> {
  const ca = certificates.get(new URL(url).origin);
  if (!ca) return fetch(url, init);
  if (init.body !== undefined && typeof init.body !== 'string') throw new Error('fetchFrom: a text body only over TLS');
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  return https(url, { ca, method: init.method, headers, body: init.body });
}

export interface Envelope {
  code: number;
  msg?: string;
  [key: string]: unknown;
}

/** One /csp call; `token` as the console sends it. */
export async function call(
  base: string,
  path: string,
  { token, method = 'GET', body }: { token?: string; method?: string; body?: unknown } = {},
): Promise<Envelope> {
  const headers: Record<string, string> = { 'Content-Language': 'en' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetchFrom(`${base}/csp${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

/** A captcha from `captchaFrom`, read like a person reads it. */
export async function captcha(captchaFrom: string): Promise<{ uuid: string; code: string }> {
  const image = await call(captchaFrom, '/captchaImage');
  return { uuid: String(image.uuid), code: solveCaptchaSrc(`data:image/svg+xml;base64,${String(image.img)}`).answer };
}

/**
 * POST /login on `base` with a captcha fetched from `captchaFrom` (another instance, to show
 * they share it); answers the envelope, whose `token` is the session on success.
 */
export async function logIn(
  base: string,
  username: string,
  password: string,
  captchaFrom: string = base,
): Promise<Envelope> {
  return call(base, '/login', { method: 'POST', body: { username, password, ...(await captcha(captchaFrom)) } });
}
