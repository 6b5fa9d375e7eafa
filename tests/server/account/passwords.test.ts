import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../../server/lib/passwords';
import { newSessionToken, sha256Hex } from '../../../server/lib/tokens';

// What the database keeps instead of secrets (server/lib/passwords.ts, tokens.ts).

describe('passwords and tokens', () => {
  it('keeps a salted scrypt hash that the right password matches and no other', async () => {
    const first = await hashPassword('admin123');
    const second = await hashPassword('admin123');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain('admin123');
    expect(first).not.toBe(second);
    expect(await verifyPassword('admin123', first)).toBe(true);
    expect(await verifyPassword('admin124', first)).toBe(false);
    expect(await verifyPassword('admin123', 'admin123')).toBe(false);
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
  });

  it('makes session tokens of 160 random bits and stores their SHA-256', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    expect(newSessionToken()).not.toBe(token);
    expect(sha256Hex(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
