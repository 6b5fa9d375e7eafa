/** Would a browser, or a server that decodes once more, read this as a path on this site? */
function looksInternal(candidate: string): boolean {
  // Browsers drop tabs and newlines inside URLs and treat '\' like '/'.
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return false;
  const normalised = candidate.replace(/\\/g, '/');
  return normalised.startsWith('/') && !normalised.startsWith('//');
}

/**
 * The login page follows `?redirect=` only when it names a path on this site. Anything that
 * could be read as another origin (`//host`, `/\host`, a scheme, control characters, or any of
 * these percent-encoded once more) falls back to the home page.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  if (!looksInternal(target) || !looksInternal(decoded)) return fallback;
  try {
    const base = window.location.origin;
    const url = new URL(target.replace(/\\/g, '/'), base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
