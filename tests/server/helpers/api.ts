import type { Hono } from 'hono';
import { hc } from 'hono/client';
import { BASE } from './client';
import { serverApp } from './harness';

// A typed client of the server for its tests: Hono's `hc` over an area's routes (the Hono its
// routes.ts exports), so that a call's path, its path parameters and its answer are the server's
// own types instead of ones declared again in the test. Every call goes to the app in-process
// (`app.fetch`), with the headers the console sends, as `call` (./client.ts) does.

/** Who calls, and in which language. */
export interface Caller {
  token?: string;
  lang?: 'zh' | 'en';
}

function inProcess(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return Promise.resolve(serverApp().fetch(new Request(input, init)));
}

/** The typed client of one area's routes (`api<typeof configRoutes>(...)`), calling as `caller`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any env, schema and base path
export function api<Routes extends Hono<any, any, any>>({ token, lang = 'zh' }: Caller = {}) {
  const headers: Record<string, string> = { 'Content-Language': lang };
  if (token) headers.Authorization = `Bearer ${token}`;
  return hc<Routes>(BASE, { fetch: inProcess, headers });
}

/** The JSON body of a typed call's answer, typed as the route answers it. */
export async function answer<R extends Response & { json(): Promise<unknown> }>(
  response: Promise<R>,
): Promise<Awaited<ReturnType<R['json']>>> {
  return (await response).json() as Promise<Awaited<ReturnType<R['json']>>>;
}
