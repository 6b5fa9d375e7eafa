import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/context';
import { bodyOf } from '../../lib/envelope';
import { signerFor } from '../../lib/file-signing';
import { namesFileAddress, signAddresses } from './addresses';

// Who received a record may see its files: every JSON answer to a logged-in caller has each file
// address it names (plain fields and inside rich text alike) signed for that caller
// (docs/api.md "Files"). One place for every area, so a new screen's files cannot be forgotten.
// Answers without a session (the public website) name only files that are public by reference,
// which the file route serves unsigned.

export const signFileAddresses = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const auth = c.var.auth;
    if (!auth || !(c.res.headers.get('Content-Type') ?? '').startsWith('application/json')) return;
    const made = bodyOf(c.res);
    const text = made ? JSON.stringify(made) : await c.res.clone().text();
    if (!namesFileAddress(text)) return;
    const sign = await signerFor(c.var.db, auth.user.userId, c.var.clock.now());
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    c.res = undefined;
    c.res = new Response(signAddresses(text, sign), { status: 200, headers });
  });
