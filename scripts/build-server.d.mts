export const SERVER_DIR: string;
/**
 * Bundles the server into `outdir` (default dist-server/ in the project), with `entries` (name:
 * path from the project) bundled beside it.
 */
export function buildServer(outdir?: string, entries?: Record<string, string>): Promise<void>;
