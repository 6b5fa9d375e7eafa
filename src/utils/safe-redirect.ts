/**
 * The login page follows `?redirect=` only when it names a path on this site.
 * Anything that a browser could read as another origin (`//host`, `/\host`, a scheme,
 * control characters that browsers strip) falls back to the home page.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  // Browsers drop tabs and newlines inside URLs and treat '\' like '/'.
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  const normalised = target.replace(/\\/g, '/');
  if (!normalised.startsWith('/') || normalised.startsWith('//')) return fallback;
  try {
    const base = window.location.origin;
    const url = new URL(normalised, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
