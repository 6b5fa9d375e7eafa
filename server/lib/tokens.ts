import { createHash, randomBytes } from 'node:crypto';

// Random tokens and the hash the database keeps instead of them.

/** `bytes` random bytes as lowercase hex (16 bytes = 128 bits). */
export const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex');

/** A session token: 160 random bits, hex. */
export const newSessionToken = (): string => randomHex(20);

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
