import type { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { apiDocument } from './document';

// GET /openapi.json: the API document, for the administrator's API screen (`tool:swagger:list`).
// Written once, on the first call: the routes do not change while the server runs.

export function mountApiDocument(app: Hono<AppEnv>, base: string): void {
  let written: ReturnType<typeof apiDocument> | undefined;
  app.get('/openapi.json', authed('tool:swagger:list'), (c) => c.json((written ??= apiDocument(app, base))));
}
