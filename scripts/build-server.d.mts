export const SERVER_DIR: string;
/** Bundles the server into `outdir` (default dist-server/ in the project). */
export function buildServer(outdir?: string): Promise<void>;
