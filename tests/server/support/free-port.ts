import { isPortFree } from '../../../scripts/bench/ports.mjs';

// A port of the caller's range that nothing on 127.0.0.1 holds, for the tests that start servers
// of their own (each test file is given its own range, so two files never race for one).

const handedOut = new Set<number>();

/** The first free port of `from`-`to` (inclusive) not already handed out by this process. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (!handedOut.has(port) && (await isPortFree(port))) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/** Gives a port back (its server is gone for good). */
export function releasePort(port: number): void {
  handedOut.delete(port);
}
