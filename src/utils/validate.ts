/** Absolute web or contact link. */
export function isExternal(path: string | undefined | null): boolean {
  return /^(https?:|mailto:|tel:)/.test(path ?? '');
}

/** Only http(s) addresses may be shown inside an iframe. */
export function isHttpUrl(url: string | undefined | null): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}
