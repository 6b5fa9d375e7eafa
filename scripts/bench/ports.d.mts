export function isPortFree(port: number): Promise<boolean>;
export function freePort(ports: Iterable<number>, taken?: Set<number>): Promise<number | null>;
export function claimPort(from: number, to: number): Promise<number>;
export function releasePort(port: number): void;
