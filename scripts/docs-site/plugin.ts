import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { htmlPath, renderIndex, renderPage, type DocPage } from './render.ts';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every file under docs/: pages (Markdown) to render, the rest (images) to copy. */
function collect(docsDir: string) {
  const files = walk(docsDir).map((file) => relative(docsDir, file).split(sep).join('/'));
  const pages: DocPage[] = files
    .filter((f) => f.endsWith('.md'))
    .map((source) => ({ source, markdown: readFileSync(join(docsDir, source), 'utf8') }));
  const assets = files.filter((f) => !f.endsWith('.md'));
  return { pages, assets };
}

/** What /docs/<path> answers: rendered pages, the index, and the files beside them. */
function outputs(docsDir: string): Map<string, string | Buffer> {
  const { pages, assets } = collect(docsDir);
  const out = new Map<string, string | Buffer>([['index.html', renderIndex(pages)]]);
  for (const page of pages) out.set(htmlPath(page.source), renderPage(page));
  for (const asset of assets) out.set(asset, readFileSync(join(docsDir, asset)));
  return out;
}

/**
 * Publishes the project's docs/ folder with the console, at /docs/, so that the header's
 * documentation link works without any other server (the build writes them; the dev server
 * renders them on request).
 */
export function docsSite(docsDir: string): Plugin {
  return {
    name: 'course-console-docs',
    configureServer(server) {
      server.middlewares.use('/docs', (req, res, next) => {
        const wanted = decodeURIComponent((req.url ?? '/').split('?')[0]).replace(/^\/+/, '') || 'index.html';
        const body = outputs(docsDir).get(wanted);
        if (body === undefined) return next();
        if (wanted.endsWith('.html')) res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(body);
      });
    },
    generateBundle() {
      for (const [fileName, source] of outputs(docsDir)) {
        this.emitFile({ type: 'asset', fileName: `docs/${fileName}`, source });
      }
    },
  };
}
