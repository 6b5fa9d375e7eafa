// Which modules the course list screen loads with it: its own chunk and every chunk that chunk
// imports statically. Heavy viewers and widgets that only other screens need (PDF and Word
// preview, drag and drop, QR codes) must stay out, each behind its own lazy chunk.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LIST_MODULE = 'src/features/course/CoursePage.tsx';

/** Module paths (as in node_modules) that must not reach the list's chunks, by what they are. */
export const KEPT_OUT = {
  'PDF viewer': /node_modules\/(react-pdf|pdfjs-dist)\//,
  'docx viewer': /node_modules\/docx-preview\//,
  'drag and drop': /node_modules\/@dnd-kit\//,
  'QR code': /node_modules\/(antd\/es\/qr-code|@rc-component\/qrcode|rc-qrcode|qrcode[^/]*)\//,
};

/**
 * Builds the app in memory and answers the modules of the list chunk's static import graph, and
 * for each kept-out library the modules of it found there (empty when all is well). Another list
 * screen passes its own module and libraries.
 */
export async function listChunkCheck(listModule = LIST_MODULE, keptOut = KEPT_OUT) {
  const result = await build({ root: ROOT, logLevel: 'error', build: { write: false } });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output ?? []);
  const chunks = new Map(outputs.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
  const list = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(listModule));
  if (!list) throw new Error(`${listModule} is not its own chunk`);
  const seen = new Set();
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) visit(chunks.get(imported));
  };
  visit(list);
  const modules = [...seen].flatMap((file) => chunks.get(file).moduleIds);
  const found = Object.fromEntries(
    Object.entries(keptOut).map(([what, pattern]) => [what, modules.filter((m) => pattern.test(m))]),
  );
  return { chunks: [...seen], moduleCount: modules.length, found };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chunks, moduleCount, found } = await listChunkCheck();
  console.log(`course list: ${chunks.length} chunks, ${moduleCount} modules`);
  for (const [what, modules] of Object.entries(found))
    console.log(
      `${modules.length ? 'IN THE LIST CHUNKS' : 'kept out'}: ${what}${modules.length ? ` (${modules[0]}…)` : ''}`,
    );
  if (Object.values(found).some((m) => m.length)) process.exitCode = 1;
}
