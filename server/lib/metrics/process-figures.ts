import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InstanceFigures, MemoryFigures } from '@contract/server-figures';

// The instance itself (docs/api.md "Server figures and metrics"): the product's version, when
// this process started, the Node it runs on, its memory and the machine's processors.

const PACKAGE_FILE = join(dirname(fileURLToPath(import.meta.url)), '../../../package.json');

/** The version of package.json, read once; '' if the file is not beside the server (never in this repository's layouts). */
export const VERSION: string = (() => {
  try {
    return String((JSON.parse(readFileSync(PACKAGE_FILE, 'utf8')) as { version?: unknown }).version ?? '');
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
