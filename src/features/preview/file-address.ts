import { env } from '@/env';

// /fileView opens a file by its address. Only files this system stores are opened: addresses on
// this site under the backend's base path. Anything else (another site, a javascript: link) is
// refused, so the page cannot be used to fetch or show content from elsewhere.

/** The path below the backend base (`/system/oss/file/…`) of an allowed address, else null. */
export function backendPath(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  // URL has already resolved dot segments, so `/csp/../x` cannot pass as `/csp/`.
  if (!url.pathname.startsWith(`${env.baseApi}/`)) return null;
  return url.pathname.slice(env.baseApi.length) + url.search;
}

/** The file name the address ends with (decoded), for a link that gave no name. */
export function fileNameOf(path: string): string {
  const last = path.split('?')[0].split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
