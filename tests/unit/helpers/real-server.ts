import { beforeAll, beforeEach } from 'vitest';
import { http } from 'msw';
import { server } from './msw-server';
import { SESSION_IDLE_MS } from '../../../server/lib/sessions';
import { call, login } from '../../server/helpers/client';
import { clock, connect, db, resetServer, serverApp } from '../../server/helpers/harness';

// A component test file on the real server: every /csp call the
// console makes goes through msw to the server's Hono app in-process (app.fetch), over the
// worker's PGlite database copied from the run's migrated, seeded template (the same harness as
// tests/server) and reset to the seed before each test. A file not calling runOnRealServer() has
// no answers but its own. A test still forces a failure with its own server.use(...):
// msw tries the handlers added last first, so that one answers before this one.

/**
 * vitest's jsdom environment puts jsdom's Uint8Array and ArrayBuffer on the global object
 * (vitest-dev/vitest#3976, #5183), so node's own bytes fail `instanceof Uint8Array` there: PGlite
 * refuses a Buffer as a bytea value (the seed's sample files, uploads). A file on the server gets
 * node's two back, as its node tests and production have them; jsdom keeps its own inside.
 */
function nodeBytesOnTheGlobal(): void {
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
  globalThis.ArrayBuffer = Buffer.alloc(0).buffer.constructor as ArrayBufferConstructor;
}

/** The first file of a run makes the template: an initdb, well over 10 s on a loaded machine. */
const FIRST_CONNECT_TIMEOUT_MS = 120_000;

/**
 * A login and the session's calls once, before the file's tests: a freshly loaded PGlite runs its
 * first queries slowly (its WebAssembly still compiling), and that is the hook's time, not the
 * first test's waits. The reset before each test removes the session again.
 */
async function warmUp(): Promise<void> {
  const token = await login('admin');
  await call('/getInfo', { token });
  await call('/getRouters', { token });
}

const toServer = http.all('*/csp/*', ({ request }) => serverApp().fetch(request));

/** Call at the top of a test file: its tests run on the server. */
export function runOnRealServer(): void {
  beforeAll(async () => {
    nodeBytesOnTheGlobal();
    await connect();
    await warmUp();
  }, FIRST_CONNECT_TIMEOUT_MS);
  beforeEach(async () => {
    await resetServer();
    // tests/setup.ts drops the handlers a test added after each test, this one included
    server.use(toServer);
  });
}

/** Every session open now has been idle too long: its next call gets 401 (the server's clock moves). */
export function expireSessions(): void {
  clock.advance(SESSION_IDLE_MS + 1000);
}

/** The server's database, for a test that checks what a screen saved. */
export { db as serverDb };
