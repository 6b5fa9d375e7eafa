// A tiny static server for the benchmark's one figure the real server cannot give: the login
// page's HTML alone, its JavaScript files left out (FRAME_ONLY_QUERY), what the first paint costs
// on this machine. Serves one build directory the way a production web server would (gzip with
// Content-Encoding, long-lived caching for hashed assets, history fallback to index.html).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.ico', '.ttf']);

/** With this in its query, an address of the app gets index.html without its JavaScript files. */
export const FRAME_ONLY_QUERY = 'bench-frame-only';

/**
 * index.html with its module scripts and module preloads left out, and the inline script that
 * adds them after the first paint (index.html's #entry-start): only the static frame and the few
 * lines of inline script that pick it. Its first paint is what the HTML alone costs on this
 * machine; the login page's own first paint is that plus whatever the scripts' arrival holds it
 * back by.
 */
export function withoutScriptFiles(html) {
  return html
    .replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*>\s*<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
    .replace(/<script id="entry-start">[\s\S]*?<\/script>/, '');
}

/** The headers of a page's answer that change how the browser opens it. */
const PAGE_POLICY_HEADERS =
  /^(content-security-policy|cross-origin-.*|x-frame-options|referrer-policy|x-content-type-options)$/;

/**
 * The policy headers the server at `baseURL` answers `path` with. The HTML alone is served with
 * them: a Cross-Origin-Opener-Policy puts the page in a new browsing context group, and a fresh
 * tab then paints about 70 ms later (a new renderer process), scripts or none.
 */
export async function pagePolicyHeaders(baseURL, path) {
  const answer = await fetch(new URL(path, baseURL));
  await answer.body?.cancel();
  return Object.fromEntries([...answer.headers].filter(([name]) => PAGE_POLICY_HEADERS.test(name)));
}

/**
 * Starts a server for `root` on 127.0.0.1 and a free port. `pageHeaders`, empty at first, go
 * with every page it answers (not with its files): see pagePolicyHeaders.
 * @param {{ root: string, gzipLevel?: number }} options
 * @returns {Promise<{ url: string, close: () => Promise<void>, stats: { requests: number }, pageHeaders: Record<string, string> }>}
 */
export async function startStaticServer({ root, gzipLevel = 6 }) {
  const base = resolve(root);
  const pageHeaders = {};
  // Each file is read and compressed once: the benchmark measures the page, not this server.
  const cache = new Map();
  const stats = { requests: 0 };

  async function load(file) {
    let entry = cache.get(file);
    if (!entry) {
      const body = await readFile(file);
      const ext = extname(file).toLowerCase();
      entry = {
        body,
        gzip: COMPRESSIBLE.has(ext) && body.length > 256 ? gzipSync(body, { level: gzipLevel }) : null,
        type: TYPES[ext] ?? 'application/octet-stream',
      };
      cache.set(file, entry);
    }
    return entry;
  }

  async function isFile(file) {
    try {
      return (await stat(file)).isFile();
    } catch {
      return false;
    }
  }

  function send(req, res, status, entry, headers) {
    const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const useGzip = wantsGzip && entry.gzip;
    const body = useGzip ? entry.gzip : entry.body;
    res.writeHead(status, {
      'Content-Type': entry.type,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer(async (req, res) => {
    stats.requests++;
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pathname = decodeURIComponent(url.pathname);

      const file = normalize(join(base, pathname));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end();
        return;
      }
      if (await isFile(file)) {
        const immutable = pathname.startsWith('/assets/');
        send(req, res, 200, await load(file), {
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
        return;
      }
      // History fallback: an address without a file extension is a route of the app.
      if (!extname(pathname) || (req.headers.accept ?? '').includes('text/html')) {
        const page = await load(join(base, 'index.html'));
        if (url.searchParams.has(FRAME_ONLY_QUERY)) {
          if (!page.frameOnly) {
            const body = Buffer.from(withoutScriptFiles(page.body.toString('utf8')));
            page.frameOnly = { body, gzip: gzipSync(body, { level: gzipLevel }), type: page.type };
          }
          send(req, res, 200, page.frameOnly, { 'Cache-Control': 'no-cache', ...pageHeaders });
          return;
        }
        send(req, res, 200, page, { 'Cache-Control': 'no-cache', ...pageHeaders });
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    }
  });

  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolveListen);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    pageHeaders,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections?.();
        server.close(() => resolveClose());
      }),
  };
}
