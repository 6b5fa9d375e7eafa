/**
 * An http(s) address with a host and no spaces: the only kind of outside link the site follows
 * (a banner's external link), so a `javascript:` or `data:` address can never be opened.
 */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

/**
 * A stored file address the app may load, link to or download: a path on this site or an
 * http(s) address. A `javascript:` or `data:` one in stored data is never used as an address.
 */
export function isFileAddress(url: string): boolean {
  return (url.startsWith('/') && !url.startsWith('//')) || isWebAddress(url);
}

/** The address when it is a file address, else nothing (for a `src` or an `href`). */
export const fileAddressOrNone = (url: string | null | undefined): string | undefined =>
  url && isFileAddress(url) ? url : undefined;
