import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngWith } from '../helpers/processes/png';
import { logIn } from '../helpers/processes/server-process';

// The headers a browser gets from the server process itself (server/main.ts on 127.0.0.1, a
// console build of the test's own): the console's Content-Security-Policy, whose scripts are
// the build's files and index.html's inline scripts named by their hash, and what every answer
// (/csp, /health) says besides. The browser tests run the real build under the same headers.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PORT = 8120;
const BASE = `http://127.0.0.1:${PORT}`;
/** A first start makes a new data folder (docs/server.md "First start"): slow on a loaded machine. */
const START_TIMEOUT_MS = 90_000;

let dir: string;
let server: ChildProcess | undefined;
let output = '';
let indexHtml: string;

/** The console's own index.html (its boot script) with a data block, as the build leaves it. */
async function fixtureIndex(): Promise<string> {
  const source = await readFile(join(ROOT, 'index.html'), 'utf8');
  return source.replace('</body>', '<script type="application/json" id="console-assets">{"a":1}</script>\n  </body>');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'csp-headers-'));
  const dist = join(dir, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  indexHtml = await fixtureIndex();
  await writeFile(join(dist, 'index.html'), indexHtml);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', WEB_DIR: dist, DATA_DIR: join(dir, 'data') },
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group: stopping it takes along the child that makes the data folder
    detached: true,
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer /health in time:\n${output}`);
    if ((await fetch(`${BASE}/health`).catch(() => null))?.ok) break;
    await new Promise((wait) => setTimeout(wait, 200));
  }
}, START_TIMEOUT_MS + 10_000);

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    process.kill(-server.pid, 'SIGTERM');
    const killer = setTimeout(() => process.kill(-server!.pid!, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  }
  if (dir) await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}, 30_000);

/** The policy's directives by name, each with its sources. */
function directives(policy: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name.toLowerCase(), sources);
  }
  return parsed;
}

/** What the browser would hash: the text of every inline script it runs (no src, a JavaScript type). */
function executedInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes.includes('src=') && !/type="application\/json"/.test(attributes))
    .map(([, , text]) => text);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers from the running server', () => {
  it("allow the console's own scripts and index.html's inline scripts by their hashes, nothing inline or eval", async () => {
    const page = await fetch(`${BASE}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(indexHtml);
    const policy = directives(page.headers.get('Content-Security-Policy'));
    const inline = executedInlineScripts(indexHtml);
    // index.html's three scripts are there (the boot frame's, its login fields' names, and the
    // one that starts the built files), and the data block is not a script
    expect(inline).toHaveLength(3);
    expect(inline[0]).toContain('boot-auth');
    expect(inline[1]).toContain('aria-label');
    expect(inline[2]).toContain('modulepreload');
    expect(policy.get('script-src')).toEqual(["'self'", "'report-sample'", ...inline.map(sha256)]);
    for (const name of ['script-src', 'script-src-elem', 'script-src-attr', 'default-src']) {
      expect(policy.get(name) ?? [], name).not.toContain("'unsafe-inline'");
      expect(policy.get(name) ?? [], name).not.toContain("'unsafe-eval'");
    }
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it("put the same policy on the console's routes and files", async () => {
    const policy = (await fetch(`${BASE}/`)).headers.get('Content-Security-Policy');
    for (const path of ['/index.html', '/admin/school/index', '/assets/index-abc123.js']) {
      const answer = await fetch(`${BASE}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('Content-Security-Policy'), path).toBe(policy);
      expect(answer.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
    }
  });

  it('say nosniff and no referrer on /csp answers and the health checks', async () => {
    for (const path of ['/csp/getInfo', '/csp/no/such/call', '/csp/captchaImage', '/health', '/ready']) {
      const answer = await fetch(`${BASE}${path}`);
      expect(answer.headers.get('Content-Type'), path).toMatch(/^application\/json/);
      expect(answer.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(answer.headers.get('Referrer-Policy'), path).toBe('no-referrer');
    }
  });

  it('leave a served upload its own sandbox policy', async () => {
    // an upload's answer names it by its signed address (docs/security.md "Files")
    const { token } = await logIn(BASE, 'admin', 'admin123');
    const form = new FormData();
    form.append('file', new Blob([pngWith('headers')], { type: 'image/png' }), 'headers.png');
    const upload = await fetch(`${BASE}/csp/system/oss/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${String(token)}` },
      body: form,
    });
    const { data } = (await upload.json()) as { data: { url: string } };
    const file = await fetch(`${BASE}${data.url}`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pngWith('headers'));
    expect(directives(file.headers.get('Content-Security-Policy')).has('sandbox')).toBe(true);
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(file.headers.get('Referrer-Policy')).toBe('no-referrer');
  });
});
