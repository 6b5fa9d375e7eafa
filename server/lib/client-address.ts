import { BlockList, isIP } from 'node:net';
import type { AppContext } from './context';

// The client's address (docs/security.md "Client addresses"): the peer of the connection, unless
// that peer is a proxy the TRUST_PROXY setting names, in which case X-Forwarded-For is read from
// the right, skipping the trusted proxies, and the first hop not trusted is the client. Without
// the setting no header can choose the address, so a visitor cannot pose as another to a rate
// limit, the login's blocked list or a log.

/** TRUST_PROXY: comma-separated addresses and CIDR ranges, or `loopback` for the machine itself. */
export function parseTrustedProxies(value: string | undefined): BlockList | null {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return null;
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUST_PROXY: ${entry} is not an address or a CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
        throw new Error(`TRUST_PROXY: ${entry} has no valid prefix length`);
      list.addSubnet(address, prefix, type);
    }
  }
  return list;
}

/** An address as written in a log or a limit: IPv4 mapped into IPv6 (`::ffff:1.2.3.4`) as IPv4. */
export function normaliseAddress(raw: string | undefined): string {
  const address = (raw ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(address) ? address : '';
}

function isTrusted(list: BlockList | null, address: string): boolean {
  if (!list || !address) return false;
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** The connection's peer: the Node server's socket (tests pass one as `env.incoming.socket`). */
function peerAddress(c: AppContext): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return normaliseAddress(env?.incoming?.socket?.remoteAddress);
}

/** The client's address as this request's rules see it; '' when it cannot be known (an in-process call). */
export function clientAddress(c: AppContext): string {
  const peer = peerAddress(c);
  const trusted = c.var.trustedProxies;
  if (!isTrusted(trusted, peer)) return peer;
  const hops = (c.req.header('X-Forwarded-For') ?? '').split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normaliseAddress(hops[i]);
    // a hop that is no address ends the walk: what stands left of it is anyone's word
    if (!hop) return peer;
    if (!isTrusted(trusted, hop)) return hop;
  }
  return peer;
}
