import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Db } from '../../db/types';
import { databaseSize, engineOf, poolFigures } from './database-figures';
import { VERSION } from './process-figures';
import type { Traffic } from './traffic';

// /metrics's text (Prometheus's exposition format, through prom-client): Node's default process
// metrics (CPU, memory, heap, event-loop lag, garbage collection, handles), the API's traffic
// (./traffic.ts) and the database's figures, read when scraped. The size is the cached reading
// of ./database-figures.ts: a scrape never costs more than one bounded query every 30 s.

/** Node's default metrics are the process's: collected once, in a registry of their own. */
let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

function databaseMetrics(db: Db): Registry {
  const registry = new Registry();
  const engine = engineOf(db);
  new Gauge({
    name: 'csp_info',
    help: 'This instance: its version and database engine (always 1)',
    labelNames: ['version', 'engine'] as const,
    registers: [registry],
  }).set({ version: VERSION, engine }, 1);
  new Gauge({
    name: 'csp_db_size_bytes',
    help: 'Size of the database (pg_database_size), read at most every 30 s',
    registers: [registry],
    async collect() {
      const size = await databaseSize(db);
      if (size !== null) this.set(size);
    },
  });
  const pool = (name: string, help: string, read: (figures: NonNullable<ReturnType<typeof poolFigures>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const figures = poolFigures(db);
        if (figures) this.set(read(figures));
      },
    });
  // PGlite has one connection inside the process and no pool: no pool gauges
  if (engine === 'postgres') {
    pool('csp_db_pool_max', 'The PostgreSQL pool: its limit of connections', (f) => f.max);
    pool('csp_db_pool_total', 'The PostgreSQL pool: connections open', (f) => f.total);
    pool('csp_db_pool_idle', 'The PostgreSQL pool: connections open and not in use', (f) => f.idle);
    pool('csp_db_pool_waiting', 'The PostgreSQL pool: calls waiting for a connection', (f) => f.waiting);
  }
  return registry;
}

export interface Metrics {
  contentType: string;
  text(): Promise<string>;
}

export function createMetrics(db: Db, traffic: Traffic): Metrics {
  const registry = Registry.merge([processMetrics(), traffic.registry, databaseMetrics(db)]);
  return { contentType: registry.contentType, text: () => registry.metrics() };
}
