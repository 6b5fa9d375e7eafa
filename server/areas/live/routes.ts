import { Hono } from 'hono';
import { z } from 'zod';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { fail } from '../../lib/errors';
import { body, label, NOTHING, query, text } from '../../lib/input';
import { takeTicket, issueTicket } from '../../lib/live/tickets';
import { sessionIdOf, streamOwner } from './listener';

// docs/api.md "Live events": a ticket from a logged-in call, then the event stream it opens
// (Server-Sent Events). The stream says when to look again at the bell's notices or the unread
// courseware messages; it never carries their content.

/** How long a browser waits before it opens a lost stream again. */
const RETRY_MS = 3_000;

const streamQuery = z.object({ ticket: text(label('票据', 'Ticket'), { max: 200 }) });

export const liveRoutes = new Hono<AppEnv>()
  .post('/live/ticket', authed(), body(NOTHING), async (c) => {
    const { db, clock, auth } = c.var;
    return ok(c, { ticket: await issueTicket(db, await sessionIdOf(db, auth.tokenHash), clock.now()) });
  })
  .get('/live', query(streamQuery), async (c) => {
    const { db, clock, live, sessionMaxAgeMs } = c.var;
    const now = clock.now();
    const sessionId = await takeTicket(db, c.req.valid('query').ticket, now);
    const owner = sessionId === null ? null : await streamOwner(db, sessionId, now, sessionMaxAgeMs);
    if (!owner) fail('实时通道的票据无效、已用过或已过期', "The live stream's ticket is invalid, used or expired");
    const encoder = new TextEncoder();
    let detach = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let open = true;
        const end = () => {
          if (!open) return;
          open = false;
          detach();
          try {
            controller.close();
          } catch {
            // already closed by the other side
          }
        };
        const write = (text: string) => {
          if (!open) return false;
          try {
            controller.enqueue(encoder.encode(text));
            return true;
          } catch {
            end();
            return false;
          }
        };
        detach = live.attach({ ...owner, write, end });
        c.req.raw.signal.addEventListener('abort', end, { once: true });
        write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
      },
      cancel() {
        detach();
      },
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        // nginx passes each event on at once instead of holding it in its buffer
        'X-Accel-Buffering': 'no',
      },
    });
  });
