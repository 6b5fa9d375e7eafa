import type { ApiDocument, FieldSchema, Operation } from './types';

// The document as the screen lists it: one entry per call, grouped by area, each with its inputs
// as rows (where a value goes, its name, whether it is needed, its type and its limits).

export interface InputRow {
  key: string;
  name: string;
  where: 'path' | 'query' | 'body';
  required: boolean;
  schema: FieldSchema;
}

export interface Call {
  key: string;
  method: string;
  path: string;
  permission: Operation['x-permission'] | undefined;
  open: boolean;
  inputs: InputRow[];
}

export interface Area {
  tag: string;
  calls: Call[];
}

function bodyRows(schema: FieldSchema | undefined): InputRow[] {
  const required = new Set(schema?.required ?? []);
  return Object.entries(schema?.properties ?? {}).map(([name, field]) => ({
    key: `body ${name}`,
    name,
    where: 'body' as const,
    required: required.has(name),
    schema: field,
  }));
}

function callOf(path: string, method: string, operation: Operation): Call {
  const parameters = (operation.parameters ?? []).map((p) => ({
    key: `${p.in} ${p.name}`,
    name: p.name,
    where: p.in,
    required: p.required,
    schema: p.schema,
  }));
  return {
    key: `${method} ${path}`,
    method: method.toUpperCase(),
    path,
    permission: operation['x-permission'],
    open: (operation.security ?? []).length === 0,
    inputs: [...parameters, ...bodyRows(operation.requestBody?.content['application/json'].schema)],
  };
}

/** Every call whose path contains `needle` (case ignored), grouped by area in path order. */
export function areasOf(document: ApiDocument, needle = ''): Area[] {
  const wanted = needle.trim().toLowerCase();
  const areas = new Map<string, Call[]>();
  for (const path of Object.keys(document.paths).sort()) {
    if (wanted && !path.toLowerCase().includes(wanted)) continue;
    for (const [method, operation] of Object.entries(document.paths[path])) {
      const tag = operation.tags?.[0] ?? '';
      areas.set(tag, [...(areas.get(tag) ?? []), callOf(path, method, operation)]);
    }
  }
  return [...areas.entries()].map(([tag, calls]) => ({ tag, calls }));
}

/** A field's type as a person reads it: `string`, `integer or null`, `integer[]`. */
export function typeOf(schema: FieldSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'unknown'}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? (schema.enum ? 'string' : 'unknown');
}
