import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HEALTH_PATHS, type SiteBindings } from './health';
import { consoleSecurityHeaders } from './security-headers';

// The console's production build (`vite build` into dist/), served beside /csp by one process:
// files compressed; the hashed files under assets/ cached for a year (a new build has new
// names); everything else, index.html above all, revalidated on every visit; any other GET
// answers index.html so that the console's own routes survive a reload (history fallback).
// index.html is read once, at start: the Content-Security-Policy names its inline scripts by
// their hashes (./security-headers.ts), so the page served is always the one hashed; a new
// build takes a restart, as its hashed files do anyway.

const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function createWebApp(distDir: string): Hono {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: build the console first (npm run build)`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  const web = new Hono();
  web.use(consoleSecurityHeaders(indexHtml));
  web.use(compress());
  web.use(async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? YEAR : REVALIDATE);
  });
  web.get('/', (c) => c.html(indexHtml));
  web.get('/index.html', (c) => c.html(indexHtml));
  web.use(serveStatic({ root }));
  web.get('*', (c) => {
    // A missing hashed file is a real 404 (an old page asking for a file a new build replaced),
    // not the console's page.
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    return c.html(indexHtml);
  });
  return web;
}

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/**
 * One fetch for the whole site: /health, /ready and /metrics to ./health.ts, /csp to
 * the backend, everything else to the console's files.
 * The Node server's bindings (the request's socket) go along: the development faults drop a
 * connection through them (server/dev-faults.ts).
 */
export function siteFetch(api: { fetch: Fetch }, web: Hono | null, health?: { fetch: Fetch }): Fetch {
  const elsewhere: Fetch = (request, env) => {
    const { pathname } = new URL(request.url);
    if (!web || pathname === '/csp' || pathname.startsWith('/csp/')) return api.fetch(request, env);
    return web.fetch(request, env);
  };
  return (request, env) => {
    const { pathname } = new URL(request.url);
    // /metrics refused passes the request on as an unknown path (./health.ts)
    if (health && HEALTH_PATHS.includes(pathname))
      return health.fetch(request, { ...(env as object), elsewhere } satisfies SiteBindings);
    return elsewhere(request, env);
  };
}
