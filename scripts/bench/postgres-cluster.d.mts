export interface PgCluster {
  readonly port: number;
  /** the temporary folder: `data/` (the cluster), `log`, and the unix socket */
  readonly dir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> (trust authentication) */
  url(database?: string): string;
  start(): Promise<void>;
  /** a fast shutdown: open connections are cut, nothing waits for clients */
  stop(): Promise<void>;
  restart(): Promise<void>;
  /**
   * Freezes the server (SIGSTOP to the postmaster and every backend): connections are accepted
   * by the kernel but never answered, queries never return. A database gone silent, not gone.
   */
  pause(): void;
  /** Lets a paused server run on (SIGCONT). */
  resume(): void;
  /** stop, then delete the folder */
  remove(): Promise<void>;
  /** the server's log so far, for a failing test's message */
  log(): string;
}

export interface PgClusterOptions {
  /** the ports this caller may use, inclusive */
  ports: [number, number];
  /** extra `-c name=value` settings for the server */
  settings?: Record<string, string>;
}

export function postgresBinDir(): string | undefined;
export function createPgCluster(options: PgClusterOptions): Promise<PgCluster>;
export function removeAllPgClusters(): Promise<void>;
export const POSTGRES_PORTS: [number, number];
export function startPostgresCluster(): Promise<
  { url: string; version: string | undefined; stop(): Promise<void> } | { skipped: string }
>;
