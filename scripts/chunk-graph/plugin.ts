import { isAbsolute, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';

/** Where the build writes the graph, next to Vite's manifest (scripts/screen-chunks.mjs reads it). */
export const CHUNK_GRAPH_FILE = '.vite/chunk-graph.json';

type Meta = { viteMetadata?: { importedCss: Set<string> } };

/**
 * Writes, next to the manifest, every chunk of the build with the modules inside it, its static
 * and dynamic imports and its stylesheets. The manifest names a chunk's imports but not its
 * modules, and which libraries a screen brings along can only be told from the modules.
 * Paths are relative to `root`, so the file is the same on every machine.
 */
export function chunkGraph(root: string): Plugin {
  const local = (id: string) => {
    // virtual modules start with \0; keep them readable without the control character
    const clean = id.replace(/^\0/, '').split(sep).join('/');
    // a package as `node_modules/<name>/…`, wherever node_modules really is (it may be a link)
    const inPackage = clean.lastIndexOf('/node_modules/');
    if (inPackage >= 0) return clean.slice(inPackage + 1);
    return isAbsolute(clean) ? relative(root, clean).split(sep).join('/') : clean;
  };
  return {
    name: 'course-console-chunk-graph',
    apply: 'build',
    generateBundle: {
      // after Vite's CSS plugin, which drops the chunks holding only CSS and rewrites imports
      order: 'post',
      handler(_, bundle) {
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const graph = Object.fromEntries(
          chunks.map((chunk) => [
            chunk.fileName,
            {
              isEntry: chunk.isEntry,
              isDynamicEntry: chunk.isDynamicEntry,
              facadeModule: chunk.facadeModuleId ? local(chunk.facadeModuleId) : null,
              imports: chunk.imports,
              dynamicImports: chunk.dynamicImports,
              css: [...((chunk as OutputChunk & Meta).viteMetadata?.importedCss ?? [])],
              modules: chunk.moduleIds.map(local),
            },
          ]),
        );
        this.emitFile({ type: 'asset', fileName: CHUNK_GRAPH_FILE, source: JSON.stringify({ chunks: graph }) });
      },
    },
  };
}
