import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/types';
import { countHit } from '../rate-limit';
import { serverKey } from '../server-keys';

// Tickets to open the live stream (docs/security.md "Notices and the live bell"). A browser's EventSource
// cannot send the Authorization header, and the session token must never travel in an address
// (addresses land in proxies' logs and the browser's history). So a logged-in call
// (POST /live/ticket) hands out a ticket: the session's public number, an expiry 30 s away and a
// random nonce, signed with a key every instance shares. The stream takes it once, on whichever
// instance (a ticket taken on one is refused by every other), and then checks the session itself,
// which must still be live.

const KEY_NAME = 'live-ticket-key';
export const TICKET_LIFETIME_MS = 30_000;

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(`live:${body}`).digest('base64url');

export async function issueTicket(db: Db, sessionId: number, now: Date): Promise<string> {
  const body = `${sessionId}.${now.getTime() + TICKET_LIFETIME_MS}.${randomBytes(12).toString('base64url')}`;
  return `${body}.${mac(await serverKey(db, KEY_NAME), body)}`;
}

/**
 * Marks a ticket's nonce taken in the table every instance shares: the rate limits' counter
 * (server/lib/rate-limit.ts), one atomic upsert, whose window outlives the ticket. Its first
 * taker counts 1; a replay, here or on another instance, counts more. The rate limits' sweep
 * removes the old markers.
 */
async function firstTake(db: Db, nonce: string, now: Date): Promise<boolean> {
  const { hits } = await countHit(db, `live-ticket:${nonce}`, TICKET_LIFETIME_MS, now);
  return hits === 1;
}

/** The session a ticket was issued for; null when it is forged, expired or already taken. */
export async function takeTicket(db: Db, ticket: string, now: Date): Promise<number | null> {
  const parts = ticket.split('.');
  if (parts.length !== 4) return null;
  const [session, expiry, nonce, signature] = parts;
  const body = `${session}.${expiry}.${nonce}`;
  const expected = Buffer.from(mac(await serverKey(db, KEY_NAME), body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expires = Number(expiry);
  if (!(expires > now.getTime()) || expires > now.getTime() + TICKET_LIFETIME_MS) return null;
  return (await firstTake(db, nonce, now)) ? Number(session) : null;
}
