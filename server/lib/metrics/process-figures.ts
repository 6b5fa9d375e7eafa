import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InstanceFigures, MemoryFigures } from '@contract/server-figures';

// The instance itself (docs/api.md "Server figures and metrics"): the product's version, when
// this process started, the Node it runs on, its memory and the machine's processors.

/**
 * The nearest package.json above this file: three folders up from the source, one from the
 * bundle (dist-server/, scripts/build-server.mjs).
 */
function packageFile(): string | undefined {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 4; up++, folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return join(folder, 'package.json');
  }
  return undefined;
}

/** The version of package.json, read once; '' if there is none above the server. */
export const VERSION: string = (() => {
  const file = packageFile();
  try {
    return file ? String((JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version ?? '') : '';
  } catch {
    return '';
  }
})();

export function instanceFigures(): InstanceFigures {
  const uptime = process.uptime();
  const [one, five, fifteen] = loadavg().map((load) => Math.round(load * 100) / 100);
  return {
    version: VERSION,
    startedAt: new Date(Date.now() - uptime * 1000).toISOString(),
    uptimeSeconds: Math.floor(uptime),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: availableParallelism(),
    loadAverage: [one, five, fifteen],
  };
}

export function memoryFigures(): MemoryFigures {
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  return { rssBytes: rss, heapUsedBytes: heapUsed, heapTotalBytes: heapTotal, externalBytes: external };
}
