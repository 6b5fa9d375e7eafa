import type { Hono } from 'hono';
import { z } from 'zod';
import { accessOf, type RouteAccess } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { declaredInput, isInternal, type Declared } from '../../lib/input';

// The API document (OpenAPI 3.1) written from the routes as mounted and the input schemas their
// middleware checks with: what it says a call takes is what the server accepts, because both read
// the same declarations. Answers are the envelope of docs/api.md "Envelope".

/** One call as the app routes it: its method, its path, who may call it and the input it declared. */
export interface RouteInput {
  method: string;
  path: string;
  /** undefined: open to anyone */
  access?: RouteAccess;
  inputs: Declared[];
}

/** The calls of an app with what each declared (`app.use` middleware left out). */
export function routeInputs(app: Hono<AppEnv>): RouteInput[] {
  const byCall = new Map<string, RouteInput>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    const call = byCall.get(key) ?? { method: route.method, path: route.path, inputs: [] };
    const declared = declaredInput(route.handler);
    if (declared) call.inputs.push(declared);
    call.access ??= accessOf(route.handler);
    byCall.set(key, call);
  }
  return [...byCall.values()];
}

/** `/system/config/:configIds` as OpenAPI writes it: `/system/config/{configIds}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');

interface ObjectSchema {
  properties?: Record<string, object>;
  required?: string[];
}

/** The input side of a schema as JSON Schema, without the keys the server derives itself. */
function jsonSchema(schema: z.ZodType): ObjectSchema {
  const written = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as ObjectSchema;
  if (!written.properties) return written;
  const kept = Object.entries(written.properties).filter(([, property]) => !isInternal(property));
  const names = new Set(kept.map(([name]) => name));
  return { ...written, properties: Object.fromEntries(kept), required: written.required?.filter((n) => names.has(n)) };
}

/** The query's or path's declared keys as OpenAPI parameters. */
function parametersOf(declared: Declared) {
  const where = declared.target === 'param' ? 'path' : 'query';
  const schema = jsonSchema(declared.schema);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (schema.required ?? []).includes(name),
    schema: property,
  }));
}

const ENVELOPE = {
  description: 'docs/api.md "Envelope": `code` 200 with `data` (or `rows` and `total` for a list), else `msg`',
  content: {
    'application/json': {
      schema: { type: 'object', properties: { code: { type: 'integer' }, msg: { type: 'string' } } },
    },
  },
};

/** The tag of a call: its path's first segment (`system`, `admin`, `user` ...) and second. */
const tagOf = (path: string) => path.split('/').filter(Boolean).slice(0, 2).join('/');

/** Who may call: anyone, any session, or a session whose role grants the permission. */
function security(access: RouteAccess | undefined) {
  if (!access) return { security: [], 'x-permission': null };
  const permission = access.perm ?? (access.anyOf ? { anyOf: access.anyOf } : null);
  return {
    security: [{ bearer: [] }],
    'x-permission': permission,
    ...(access.openFor && { 'x-open-for': access.openFor }),
  };
}

/** The whole document; `base` is the app's base path (`/csp`), which every route's path starts with. */
export function apiDocument(app: Hono<AppEnv>, base: string) {
  const paths: Record<string, Record<string, object>> = {};
  for (const call of routeInputs(app)) {
    const path = openApiPath(call.path.slice(base.length) || '/');
    const body = call.inputs.find((input) => input.target === 'json');
    const operation: Record<string, unknown> = {
      tags: [tagOf(call.path.slice(base.length))],
      operationId: `${call.method.toLowerCase()} ${call.path}`,
      parameters: call.inputs.filter((input) => input.target !== 'json').flatMap(parametersOf),
      responses: { 200: ENVELOPE },
      ...security(call.access),
    };
    if (body)
      operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(body.schema) } } };
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Course system console API', version: '1' },
    servers: [{ url: base }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
