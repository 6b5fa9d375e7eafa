import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/types';
import { decodeEvent, encodeEvent, type LiveBus, type LiveEvent } from './events';

// The bus of several instances on one PostgreSQL (docs/server.md "Live events"): an event is a
// NOTIFY on one channel, sent through the instance's pool, and every instance LISTENs on a
// connection of its own. A NOTIFY is delivered to every listening connection, the sender's too.
// A listening connection that is lost is opened again; what was said meanwhile is not heard, so
// the instance then tells every browser to look again (an event for everyone).

const CHANNEL = 'csp_live';
const RECONNECT_MS = 1_000;

/** After a gap in listening: every browser asks for its notices and messages again. */
const LOOK_AGAIN: LiveEvent[] = [
  { kind: 'notice', noticeId: 0, audience: 'all', schoolIds: [], roleIds: [] },
  { kind: 'message', schoolIds: [-1], teacherUserIds: [] },
];

export function postgresBus(connectionString: string, db: Db, onError: (error: Error) => void = () => {}): LiveBus {
  const listeners = new Set<(event: LiveEvent) => void>();
  const tell = (event: LiveEvent) => {
    for (const listener of listeners) listener(event);
  };
  let client: pg.Client | null = null;
  let closed = false;
  let everListened = false;

  const listen = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    client = next;
    let lost = false;
    const retry = (error?: Error) => {
      if (lost || closed) return;
      lost = true;
      if (error) onError(error);
      void next.end().catch(() => undefined);
      setTimeout(() => void listen(), RECONNECT_MS).unref();
    };
    next.on('error', retry);
    next.on('end', () => retry());
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const event = decodeEvent(message.payload);
      if (event) tell(event);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (everListened) LOOK_AGAIN.forEach(tell);
      everListened = true;
    } catch (error) {
      retry(error as Error);
    }
  };
  const started = listen();

  return {
    async publish(event) {
      await started;
      await db.execute(sql`select pg_notify(${CHANNEL}, ${encodeEvent(event)})`);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      await client?.end().catch(() => undefined);
    },
  };
}
