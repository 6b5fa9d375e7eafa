/** Would a browser, or a server that decodes once more, read this as a path on this site? */
function looksInternal(candidate: string): boolean {
  // Browsers drop tabs and newlines inside URLs and treat '\' like '/'.
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return false;
  const normalised = candidate.replace(/\\/g, '/');
  return normalised.startsWith('/') && !normalised.startsWith('//');
}

/** The path a browser makes of `candidate` on this site (dot segments, %2e and '\' resolved), or null. */
function resolveOnSite(candidate: string): URL | null {
  try {
    const base = window.location.origin;
    const url = new URL(candidate.replace(/\\/g, '/'), base);
    return url.origin === base ? url : null;
  } catch {
    return null;
  }
}

function decodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The login page follows `?redirect=` only when it names a path on this site. Anything that
 * could be read as another origin (`//host`, `/\host`, a scheme, control characters, or any of
 * these percent-encoded once more) falls back to the home page. The decision is made on the
 * normalised path: `/.//host`, `/x/..//host` or `/%2e//host` become `//host` once the dot
 * segments are resolved, which the router would treat as another site.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  const decodedTarget = decodeOnce(target);
  if (decodedTarget === null || !looksInternal(target) || !looksInternal(decodedTarget)) return fallback;
  const url = resolveOnSite(target);
  if (!url || !looksInternal(url.pathname)) return fallback;
  // A server that decodes the path once more must not see another host either.
  const decodedPath = decodeOnce(url.pathname);
  const again = decodedPath === null ? null : resolveOnSite(decodedPath);
  if (decodedPath === null || !looksInternal(decodedPath) || !again || !looksInternal(again.pathname)) {
    return fallback;
  }
  return url.pathname + url.search + url.hash;
}
