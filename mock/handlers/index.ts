import type { HttpHandler } from 'msw';

/**
 * Every mock endpoint, gathered from the `*Handlers` arrays of this folder's files (one file per
 * area; docs/api.md lists them): a new area is one file and nothing else. Files are taken in name
 * order; within a file, a handler for a longer path comes before a shorter one it overlaps.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts'], { eager: true });

export const handlers: HttpHandler[] = Object.values(modules).flatMap((exports) =>
  Object.entries(exports)
    .filter(([name, value]) => name.endsWith('Handlers') && Array.isArray(value))
    .flatMap(([, value]) => value as HttpHandler[]),
);
