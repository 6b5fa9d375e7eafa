import { http, type HttpHandler } from 'msw';

const BASE = '/csp/';

/** The first two segments after the base path (`admin/course`), or null when they vary. */
function areaOf(path: string): string | null {
  const at = path.indexOf(BASE);
  if (at < 0) return null;
  const [first = '', second = ''] = path.slice(at + BASE.length).split('/');
  return /[:*(]/.test(first + second) ? null : `${first}/${second}`;
}

/**
 * Every handler behind one, which hands a call only to the handlers of its area (the first two
 * segments of its path), in their order. msw tries its handlers one by one, and each try clones
 * the request, reads its cookies and compiles the handler's path: for a call answered by one of
 * the last of some 150 handlers that was 5 ms of the page's main thread, on every call. A handler
 * whose path does not name its area (`/csp/:id/…`) is tried for every call, in its place.
 */
export function byArea(handlers: readonly HttpHandler[]): HttpHandler {
  const everywhere: HttpHandler[] = [];
  const areas = new Map<string, HttpHandler[]>();
  for (const handler of handlers) {
    const area = typeof handler.info.path === 'string' ? areaOf(handler.info.path) : null;
    if (area === null) {
      everywhere.push(handler);
      for (const list of areas.values()) list.push(handler);
    } else {
      if (!areas.has(area)) areas.set(area, [...everywhere]);
      areas.get(area)!.push(handler);
    }
  }
  return http.all(`*${BASE}*`, async ({ request, requestId }) => {
    const area = areaOf(new URL(request.url).pathname);
    for (const handler of (area !== null && areas.get(area)) || everywhere) {
      const result = await handler.run({ request, requestId });
      if (result?.response) return result.response;
    }
    return undefined;
  });
}
