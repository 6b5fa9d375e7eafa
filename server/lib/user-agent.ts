import Bowser from 'bowser';
import { clientAddress } from './client-address';
import type { AppContext } from './context';
import type { LoginDevice } from './sessions';

// The browser and system a person used, read from the User-Agent header with bowser (a kept
// library: user agents are a moving target no hand-written pattern keeps up with), for the logs
// and the sessions list. Both are cut to what the tables hold.

const MAX = 60;

export interface Device {
  browser: string;
  os: string;
}

const named = (name: string | undefined, version: string | undefined) =>
  [name, version?.split('.')[0]].filter(Boolean).join(' ').slice(0, MAX);

/**
 * Devices already read, by User-Agent: a school's staff send a handful of them, call after call,
 * and reading one costs about 26 µs of every recorded write. Emptied when full, so that a client
 * sending a new User-Agent with every call cannot grow it.
 */
const read = new Map<string, Device>();
const READ_AT_MOST = 500;

export function deviceOf(userAgent: string | undefined): Device {
  if (!userAgent) return { browser: '', os: '' };
  const known = read.get(userAgent);
  if (known) return known;
  const parsed = Bowser.parse(userAgent);
  const device = {
    browser: named(parsed.browser.name, parsed.browser.version),
    os: named(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
  };
  if (read.size >= READ_AT_MOST) read.clear();
  read.set(userAgent, device);
  return device;
}

/** Where a request comes from: the client's address and its User-Agent as sent. */
export function requestDevice(c: AppContext): LoginDevice {
  return { address: clientAddress(c), userAgent: c.req.header('User-Agent') ?? '' };
}
