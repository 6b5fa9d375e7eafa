import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { login, raw } from '../helpers/client';

// Every call docs/api.md documents reaches one of the server's routes: none falls through to
// the "not found" answer (the console would get a 404 for it). What each call answers is its
// area's own test; this one only proves that nothing documented is missing.

const API_DOC = readFileSync(join(__dirname, '../../../docs/api.md'), 'utf8');

interface DocumentedCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

/** `GET /admin/school/{id}?x=` as the method and a path a request can take ({…} become 1). */
function documentedCalls(doc: string): DocumentedCall[] {
  const seen = new Set<string>();
  const calls: DocumentedCall[] = [];
  for (const match of doc.matchAll(/`(GET|POST|PUT|DELETE) (\/[^`\s]*)`/g)) {
    const [, method, written] = match;
    // a pattern standing for many calls, e.g. GET /<area>/list, or a shortened one
    if (written.includes('<') || written.includes('...')) continue;
    const path = written.split('?')[0].replace(/\{[^}]+\}/g, '1');
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    calls.push({ method: method as DocumentedCall['method'], path });
  }
  return calls;
}

const CALLS = documentedCalls(API_DOC);

/**
 * Calls that answer an unknown key exactly like a path no route takes, on purpose: a calendar
 * feed's address is its secret, and its answer tells a guesser nothing (docs/api.md "Calendar
 * feed"). Its own test fetches a real address (tests/server/schedule/ical-feed.test.ts).
 */
const SECRET_ADDRESSES = ['GET /ical/1'];

/** The server's answer for a path no route takes (server/app.ts). */
function isNotFound(status: number, body: string, call: DocumentedCall): boolean {
  return status === 404 && body.includes(`${call.method} /csp${call.path}: not found`);
}

describe('the documented calls', () => {
  it('are read from docs/api.md', () => {
    expect(CALLS.length).toBeGreaterThan(150);
    expect(CALLS).toContainEqual({ method: 'GET', path: '/getRouters' });
    expect(CALLS).toContainEqual({ method: 'POST', path: '/auth/bind' });
  });

  it('the not-found check recognises a path no route takes', async () => {
    const token = await login('admin');
    const call: DocumentedCall = { method: 'GET', path: '/admin/no-such-area/list' };
    const response = await raw(call.path, { token });
    expect(isNotFound(response.status, await response.text(), call)).toBe(true);
  });

  it('each reaches a route of the server', async () => {
    const token = await login('admin');
    const missing: string[] = [];
    for (const call of CALLS.filter((c) => !SECRET_ADDRESSES.includes(`${c.method} ${c.path}`))) {
      const body = call.method === 'GET' || call.method === 'DELETE' ? undefined : {};
      const response = await raw(call.path, { method: call.method, token, body });
      if (isNotFound(response.status, await response.text(), call)) missing.push(`${call.method} ${call.path}`);
    }
    expect(missing).toEqual([]);
  });

  it('leaves out only the secret addresses, which are documented', () => {
    for (const secret of SECRET_ADDRESSES) expect(CALLS.map((c) => `${c.method} ${c.path}`)).toContain(secret);
  });
});
