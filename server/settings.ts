// The server's settings, all from the environment (docs/server.md "Settings").

export interface Settings {
  port: number;
  host: string | undefined;
  /** PostgreSQL when set; otherwise PGlite in `dataDir` */
  databaseUrl: string | undefined;
  dataDir: string;
  /** the console's production build served beside /csp, when it exists */
  webDir: string;
  /** development only: play the fault the console names in X-Dev-Fault (server/dev-faults.ts) */
  devFaults: boolean;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  return {
    port,
    host: env.HOST || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data',
    webDir: env.WEB_DIR || './dist',
    // Exactly '1': a production server must never break its answers on a client's word.
    devFaults: env.DEV_FAULTS === '1',
  };
}
