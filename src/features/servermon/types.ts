// What GET /monitor/server answers (docs/api.md "Server figures and metrics"): the figures of
// the instance that answered.

export interface TrafficWindow {
  minutes: number;
  requests: number;
  perMinute: number;
  refused: number;
  /** 0 to 1 */
  refusedRate: number;
  errors: number;
  /** 0 to 1 */
  errorRate: number;
}

export interface ServerFigures {
  instance: {
    version: string;
    /** an ISO instant */
    startedAt: string;
    uptimeSeconds: number;
    node: string;
    platform: string;
    cpus: number;
    loadAverage: [number, number, number];
  };
  memory: { rssBytes: number; heapUsedBytes: number; heapTotalBytes: number; externalBytes: number };
  eventLoop: { meanMs: number; p99Ms: number; maxMs: number; seconds: number };
  database: {
    engine: 'pglite' | 'postgres';
    sizeBytes: number | null;
    /** PostgreSQL's pool; null on PGlite (one connection inside the server's process) */
    pool: { max: number; total: number; idle: number; waiting: number } | null;
  };
  traffic: { lastMinute: TrafficWindow; lastFiveMinutes: TrafficWindow };
}
