// A profiled function's place in the source code, read from the source map the build wrote beside
// its chunk in dist/assets (`npx vite build --sourcemap`); null when the chunk has no map.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const consumers = new Map();

function consumerOf(url) {
  const path = `${DIST}${new URL(url).pathname}.map`;
  if (!consumers.has(path)) {
    consumers.set(path, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  return consumers.get(path);
}

/** `name source:line` for a profile node's call frame (lines and columns from 0, as the profiler counts). */
export function sourcePlace({ url, lineNumber, columnNumber, functionName }) {
  const consumer = consumerOf(url);
  if (!consumer) return null;
  const at = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (!at.source) return null;
  const source = at.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
  return `${at.name ?? functionName ?? '(anonymous)'} ${source}:${at.line}`;
}
