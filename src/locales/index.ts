import { gather, type Messages, type Resources } from './gather';

/**
 * The namespaces of the pages that need no login (login, error page, the request layer's
 * messages), in both languages: they come with the entry. Everything else is in `./all`, which
 * the router loads before any other page (src/router/index.tsx).
 */
const files = import.meta.glob<Messages>(['./*/common.json', './*/auth.json', './*/request.json', './*/pages.json'], {
  eager: true,
  import: 'default',
});

export const startupResources = gather(files);

export const startupNamespaces = Object.keys(startupResources.zh);

export const loadAllResources = (): Promise<Resources> => import('./all').then((m) => m.resources);
