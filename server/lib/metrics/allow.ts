import { BlockList, isIP } from 'node:net';

// Who may read /metrics (docs/server.md "Running it", METRICS_ALLOW): comma-separated addresses
// and CIDR ranges, matched against the client's address as server/lib/client-address.ts reads it;
// `none` for nobody. Unset, the machine itself (127.0.0.1 and ::1): a scraper on the same host.

export const DEFAULT_METRICS_ALLOW = '127.0.0.1,::1';

/** The allowed addresses, or null for nobody; a malformed entry stops the start with its name. */
export function parseMetricsAllow(value: string | undefined): BlockList | null {
  const text = value?.trim() || DEFAULT_METRICS_ALLOW;
  if (text.toLowerCase() === 'none') return null;
  const list = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || extra !== undefined)
      throw new Error(`METRICS_ALLOW: "${entry}" is not an address or a CIDR range (or "none" for nobody)`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128))
      throw new Error(`METRICS_ALLOW: "${entry}" has no valid prefix length`);
    list.addSubnet(address, prefix, type);
  }
  return list;
}

/** Whether `address` (as clientAddress gives it; '' when unknown) may read /metrics. */
export function mayReadMetrics(allow: BlockList | null, address: string): boolean {
  if (!allow || !address) return false;
  return allow.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}
