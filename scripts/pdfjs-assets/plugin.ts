import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The folders of pdfjs-dist that pdf.js fetches at run time, by name under /pdfjs/. */
const FOLDERS = ['cmaps', 'standard_fonts'] as const;

/** Where the app finds them (src/features/preview/viewers/PdfViewer.tsx passes them to pdf.js). */
const PDFJS_ASSETS_PATH = 'pdfjs';

/**
 * Serves and publishes pdf.js's character maps (Chinese, Japanese and Korean text in PDFs that
 * do not embed their fonts) and its standard font data at /pdfjs/cmaps/ and
 * /pdfjs/standard_fonts/: the dev server answers them from node_modules, the build copies them.
 */
export function pdfjsAssets(pdfjsDir: string): Plugin {
  const files = () =>
    FOLDERS.flatMap((folder) => readdirSync(join(pdfjsDir, folder)).map((name) => `${folder}/${name}`));
  return {
    name: 'course-console-pdfjs-assets',
    configureServer(server) {
      server.middlewares.use(`/${PDFJS_ASSETS_PATH}`, (req, res, next) => {
        const wanted = decodeURIComponent((req.url ?? '/').split('?')[0]).replace(/^\/+/, '');
        if (!files().includes(wanted)) return next();
        res.setHeader('Content-Type', 'application/octet-stream');
        res.end(readFileSync(join(pdfjsDir, wanted)));
      });
    },
    generateBundle() {
      for (const file of files()) {
        this.emitFile({
          type: 'asset',
          fileName: `${PDFJS_ASSETS_PATH}/${file}`,
          source: readFileSync(join(pdfjsDir, file)),
        });
      }
    },
  };
}
