import { BlockList, isIP } from 'node:net';
import { clientAddress, normaliseAddress } from '../../lib/client-address';
import type { AppContext } from '../../lib/context';
import { refuseLogin } from './login-results';
import { configValue } from '../config/values';

// The blocked-address list (docs/security.md "The blocked-address list"): the parameter
// sys.login.blackIPList, read as RuoYi reads it: entries separated by `;`, each an address, a
// pattern where `*` stands for any run of address characters (`198.51.100.*`), or a CIDR range
// (`10.1.0.0/16`, `2001:db8::/32`). A login or a WeChat bind from a listed address is refused
// before its password is looked at. An entry that is none of these is ignored, and an address
// that cannot be known (an in-process call) matches nothing.

export const BLOCKED_LIST_KEY = 'sys.login.blackIPList';

function inRange(entry: string, address: string): boolean {
  const [base, bits] = entry.split('/');
  const family = isIP(base);
  const prefix = Number(bits);
  if (!family || family !== isIP(address) || !Number.isInteger(prefix) || prefix < 0) return false;
  if (prefix > (family === 4 ? 32 : 128)) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const list = new BlockList();
  list.addSubnet(base, prefix, type);
  return list.check(address, type);
}

function matchesPattern(entry: string, address: string): boolean {
  if (!/^[0-9a-f.:*]+$/i.test(entry)) return false;
  const pattern = entry.replace(/[.]/g, '\\.').replace(/\*/g, '[0-9a-f.:]*');
  return new RegExp(`^${pattern}$`, 'i').test(address);
}

/** Whether the list (the parameter's value) names the address. */
export function addressBlocked(list: string, rawAddress: string): boolean {
  const address = normaliseAddress(rawAddress);
  if (!address) return false;
  return list
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .some((entry) => {
      if (entry.includes('/')) return inRange(entry, address);
      if (entry.includes('*')) return matchesPattern(entry, address);
      return normaliseAddress(entry) === address;
    });
}

/** Refuses the request when its client's address is on the list. */
export async function refuseBlockedAddress(c: AppContext): Promise<void> {
  const list = (await configValue(c.var.db, BLOCKED_LIST_KEY)) ?? '';
  if (list.trim() && addressBlocked(list, clientAddress(c))) {
    refuseLogin('blocked', '对不起，您的IP已被列入系统黑名单', "Sorry, your address is on the system's blocked list");
  }
}
