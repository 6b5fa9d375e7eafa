import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** Where index.html lists the files (src/utils/prefetch-console.ts reads it). */
const CONSOLE_ASSETS_ID = 'console-assets';

/**
 * Lists in index.html the built files the console needs right after login (its shell, the home
 * screen, the messages) and that the first page has not loaded already, so the login page can
 * prefetch them while the user types. Only the build knows the hashed names.
 * `modules`: source paths relative to the project, e.g. `src/layout/Layout.tsx`.
 */
export function consolePrefetch(modules: string[]): Plugin {
  return {
    name: 'course-console-prefetch',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const files = consoleFiles(bundle, modules);
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: CONSOLE_ASSETS_ID },
              children: JSON.stringify(files.map((file) => `/${file}`)),
              injectTo: 'body',
            },
          ],
        };
      },
    },
  };
}

type Meta = { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } };

function consoleFiles(bundle: OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const gather = (start: OutputChunk[]) => {
    const found = new Set<string>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || found.has(chunk.fileName)) return;
      found.add(chunk.fileName);
      for (const css of (chunk as OutputChunk & Meta).viteMetadata?.importedCss ?? []) found.add(css);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    start.forEach(visit);
    return found;
  };
  const loaded = gather(chunks.filter((chunk) => chunk.isEntry));
  const wanted = modules.map((module) => {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${module}`)));
    if (!chunk) throw new Error(`console prefetch: no chunk holds ${module}`);
    return chunk;
  });
  // stylesheets the first page only names, for the console to link once it loads (antd's: src/antd-static-styles.ts)
  const linkedLater = chunks
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => [...((chunk as OutputChunk & Meta).viteMetadata?.importedAssets ?? [])])
    .filter((file) => file.endsWith('.css'));
  return [...gather(wanted), ...linkedLater].filter((file) => !loaded.has(file));
}
