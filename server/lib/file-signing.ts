import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/types';
import { serverKey } from './server-keys';

// Signed file addresses (docs/security.md "Files"): a page loads a file with <img src> or a link,
// which carries no token, so an answer that names a file hands its reader an address that
// proves who it was given to and until when: an HMAC of the file's id, the user's id and the
// expiry, under a key the server makes on first use and every instance shares (serverSecrets).

const KEY_NAME = 'file-address-key';
const HOUR_MS = 3_600_000;

const signingKey = (db: Db) => serverKey(db, KEY_NAME);

/**
 * When an address handed out at `now` expires (seconds since 1970): the end of the next full
 * hour, so between one and two hours from now. Every answer within one hour repeats the same
 * address, which lets the browser's cache keep the file.
 */
export const expiryFor = (now: Date): number => (Math.floor(now.getTime() / HOUR_MS) + 2) * (HOUR_MS / 1000);

/** The longest an address may still be valid for: a claimed expiry beyond it is not one we made. */
const MAX_LIFETIME_S = (2 * HOUR_MS) / 1000;

const mac = (key: Buffer, ossId: number, userId: number, expiry: number) =>
  createHmac('sha256', key).update(`file:${ossId}:${userId}:${expiry}`).digest('base64url').slice(0, 32);

export interface FileSignature {
  /** expiry, seconds since 1970 */
  e: number;
  /** the user it was handed to */
  u: number;
  /** the HMAC */
  s: string;
}

/** A signer for one user at one moment: the same for every file of one answer. */
export async function signerFor(db: Db, userId: number, now: Date): Promise<(ossId: number) => FileSignature> {
  const key = await signingKey(db);
  const e = expiryFor(now);
  return (ossId) => ({ e, u: userId, s: mac(key, ossId, userId, e) });
}

/**
 * The user a signature was given to when it is genuine for this file and not expired at `now`;
 * undefined otherwise. Whether that user may still sign in is the caller's question.
 */
export async function signedUser(
  db: Db,
  ossId: number,
  query: { e?: string; u?: string; s?: string },
  now: Date,
): Promise<number | undefined> {
  const { e, u, s } = query;
  if (!e || !u || !s || !/^\d{1,12}$/.test(e) || !/^\d{1,9}$/.test(u)) return undefined;
  const expiry = Number(e);
  const nowS = now.getTime() / 1000;
  if (expiry <= nowS || expiry > nowS + MAX_LIFETIME_S) return undefined;
  const expected = Buffer.from(mac(await signingKey(db), ossId, Number(u), expiry));
  const given = Buffer.from(s);
  return given.length === expected.length && timingSafeEqual(given, expected) ? Number(u) : undefined;
}
