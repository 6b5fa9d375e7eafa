import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../scripts/build-server.mjs';

// `npm start` and a deployment run the bundle of scripts/build-server.mjs, not the TypeScript:
// it must find, from its own folder, the child that makes a new PGlite database, the template
// that child loads and the migrations, and answer once ready.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** inside the project: the bundle finds its packages in node_modules from its own place */
const OUT = join(ROOT, `dist-server-test-${process.pid}`);
const RUN_LIMIT_MS = 90_000;

let child: ChildProcess | undefined;
let dataDir = '';

afterAll(async () => {
  child?.kill('SIGKILL');
  await rm(OUT, { recursive: true, force: true });
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the bundled server', () => {
  it('makes a new PGlite folder from the template on its first start and answers', async () => {
    await buildServer(OUT);
    dataDir = await mkdtemp(join(tmpdir(), 'csp-bundle-'));
    const started = spawn(process.execPath, [join(OUT, 'main.mjs')], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_DIR: '/nonexistent',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let output = '';
    started.stderr!.on('data', (chunk) => (output += chunk));
    const url = await new Promise<string>((resolve, reject) => {
      const limit = setTimeout(() => reject(new Error(`not ready in time:\n${output}`)), RUN_LIMIT_MS);
      started.stdout!.on('data', (chunk) => {
        output += chunk;
        const ready = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
        if (ready) {
          clearTimeout(limit);
          resolve(ready[1]);
        }
      });
      started.once('exit', (code) => reject(new Error(`stopped (${code}) before it was ready:\n${output}`)));
    });
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { created?: string; msg: string });
    expect(lines.find((line) => line.created)?.created).toBe('template');
    expect((await fetch(`${url}/ready`)).status).toBe(200);
    const captcha = (await (await fetch(`${url}/csp/captchaImage`)).json()) as { code: number; uuid?: string };
    expect(captcha.code).toBe(200);
    expect(captcha.uuid).toBeTruthy();
  }, 120_000);
});
