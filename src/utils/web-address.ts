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
