// Whether a loopback port is free, asked by listening on it for a moment: the benchmark takes its
// fixed ports (servers 8140-8149, nginx 8150-8151, PostgreSQL 55500-55509) only when nobody holds them.
import { createServer } from 'node:net';

export function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

/** The first free port of `ports`, or null. */
export async function freePort(ports, taken = new Set()) {
  for (const port of ports) if (!taken.has(port) && (await isPortFree(port))) return port;
  return null;
}

/** Ports handed out by claimPort and not given back: two servers of one process never race for one. */
const claimed = new Set();

/** The first free port of `from`-`to` (inclusive) not claimed already by this process; throws when none is. */
export async function claimPort(from, to) {
  for (let port = from; port <= to; port++) {
    if (!claimed.has(port) && (await isPortFree(port))) {
      claimed.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/** Gives a claimed port back (its server is gone for good). */
export function releasePort(port) {
  claimed.delete(port);
}
