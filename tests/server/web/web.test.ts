import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp, siteFetch } from '../../../server/web';
import { serverApp } from '../helpers/harness';

// One process serves the console's build and /csp (server/web.ts), on a build of the test's own.

let dist: string;
let fetchSite: (request: Request) => Response | Promise<Response>;

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-abc123.js"></script></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'csp-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fetchSite = siteFetch(serverApp(), createWebApp(dist));
});

afterAll(() => rm(dist, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) =>
  fetchSite(new Request(`http://localhost${path}`, { headers }));

describe('the console beside /csp', () => {
  it('serves the page with revalidation on every visit', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('answers the console page for the console routes (history fallback)', async () => {
    const response = await get('/admin/school/index?x=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(INDEX);
  });

  it('caches hashed assets for a year, compressed when the browser accepts it', async () => {
    const response = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    const plain = await new Response(response.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(plain).toBe(SCRIPT);
  });

  it('answers 404 for a hashed asset that is not there, not the page', async () => {
    expect((await get('/assets/index-old999.js')).status).toBe(404);
  });

  it('revalidates the other files', async () => {
    expect((await get('/favicon.svg')).headers.get('Cache-Control')).toBe('no-cache');
  });

  it('hands /csp to the backend, its unknown calls included', async () => {
    expect(await (await get('/csp/getInfo')).json()).toMatchObject({ code: 401 });
    const unknown = await get('/csp/no/such/call');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 404 });
  });
});
