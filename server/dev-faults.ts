import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { FAULT_HEADER, isFaultId, SLOW_ANSWER_MS, SPARED_PATH, type FaultId } from '@contract/dev-faults';
import { bearerToken } from './lib/auth';
import type { AppContext, AppEnv } from './lib/context';
import { failure } from './lib/envelope';
import { endSession } from './lib/sessions';

// Development only (DEV_FAULTS=1, which `npm run dev` sets; never on by default): the console's
// fault switch (src/dev/faults) names a fault in the X-Dev-Fault header of every call, and the
// server plays it, so that the console's answers to a broken backend can be tried by hand
// (docs/api.md "Trying failures by hand"). Without the setting the header means nothing.

export interface DevFaultOptions {
  /** how late the `slow` fault answers; the tests shorten it */
  slowAnswerMs?: number;
}

const HTML_502 = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>';

/** The connection is dropped without an answer: the client sees a network error. */
function dropConnection(c: AppContext): Response {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  // Behind a Node server the socket is there to destroy; in-process (app.fetch) the fetch
  // standard's own network error stands for it.
  if (!incoming) return Response.error();
  incoming.socket.destroy();
  return new Response(null, { status: 204 });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function devFaults({ slowAnswerMs = SLOW_ANSWER_MS }: DevFaultOptions = {}): MiddlewareHandler<AppEnv> {
  const play: Record<FaultId, (c: AppContext, next: () => Promise<void>) => Promise<Response | void>> = {
    network: async (c) => dropConnection(c),
    // The work is still done, only too late for the client, as a slow backend does.
    slow: async (_c, next) => {
      await sleep(slowAnswerMs);
      await next();
    },
    '500': async (c) => c.text('Internal Server Error', 500),
    nonjson: async (c) => c.html(HTML_502),
    code500: async (c) =>
      failure(c, 'invalid', {
        zh: '模拟故障：服务器拒绝了这次请求',
        en: 'Simulated fault: the server refused this request',
      }),
    // The session really ends, so this call and every later one answer 401 until the user logs
    // in again (the console sends this fault once, then turns its switch off).
    expired: async (c, next) => {
      const token = bearerToken(c.req.header('Authorization'));
      if (token) await endSession(c.var.db, token);
      await next();
    },
  };
  return async (c, next) => {
    const fault = c.req.header(FAULT_HEADER);
    if (!isFaultId(fault) || SPARED_PATH.test(c.req.path)) return next();
    const answer = await play[fault](c, next);
    if (answer) return answer;
  };
}
