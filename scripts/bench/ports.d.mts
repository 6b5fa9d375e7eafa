export function isPortFree(port: number): Promise<boolean>;
export function freePort(ports: Iterable<number>, taken?: Set<number>): Promise<number | null>;
