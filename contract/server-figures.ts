// What GET /monitor/server answers (docs/api.md "Server figures and metrics"): the figures of the
// instance that answered. The server fills them (server/lib/metrics), the server screen shows them.

export interface InstanceFigures {
  version: string;
  /** an ISO instant */
  startedAt: string;
  uptimeSeconds: number;
  node: string;
  platform: string;
  cpus: number;
  /** the machine's load average over 1, 5 and 15 minutes (zeros where the system has none) */
  loadAverage: [number, number, number];
}

export interface MemoryFigures {
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  externalBytes: number;
}

export interface EventLoopDelay {
  meanMs: number;
  p99Ms: number;
  maxMs: number;
  /** the seconds these figures cover */
  seconds: number;
}

export type Engine = 'pglite' | 'postgres';

export interface PoolFigures {
  /** the pool's limit */
  max: number;
  /** connections open */
  total: number;
  /** open and not in use */
  idle: number;
  /** calls waiting for a connection */
  waiting: number;
}

export interface DatabaseFigures {
  engine: Engine;
  /** pg_database_size of the current database; null when it could not be read in time */
  sizeBytes: number | null;
  /** the pool on PostgreSQL; null on PGlite (one connection, inside the process) */
  pool: PoolFigures | null;
}

/** One window's figures: how many calls, per minute, and the share refused and failed (0 to 1). */
export interface TrafficWindow {
  minutes: number;
  requests: number;
  perMinute: number;
  refused: number;
  refusedRate: number;
  errors: number;
  errorRate: number;
}

export interface ServerFigures {
  instance: InstanceFigures;
  memory: MemoryFigures;
  eventLoop: EventLoopDelay;
  database: DatabaseFigures;
  /** the API's calls over the last minute and the last five */
  traffic: { lastMinute: TrafficWindow; lastFiveMinutes: TrafficWindow };
}
