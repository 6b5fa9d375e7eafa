import type { FileSignature } from '../../lib/file-signing';

// The server's own file addresses inside any text: a JSON answer or request body, plain fields
// and rich-text HTML alike (docs/api.md "Files"). An address is `/csp/system/oss/file/<id>/<name>`,
// possibly after an origin, possibly followed by a query (a signature). The name and the query end
// where a JSON string, an HTML attribute or a line ends.

const ADDRESS = /(\/csp\/system\/oss\/file\/(\d{1,9})\/[^?#"'\s<>\\]*)(\?[^#"'\s<>\\]*)?/g;

/** True when the text names any file address (a quick test before rewriting an answer). */
export const namesFileAddress = (text: string): boolean => text.includes('/csp/system/oss/file/');

/** Every file address of `text` carrying the signature `sign` gives its file (any old query dropped). */
export function signAddresses(text: string, sign: (ossId: number) => FileSignature): string {
  return text.replace(ADDRESS, (_match, address: string, id: string) => {
    const { e, u, s } = sign(Number(id));
    return `${address}?e=${e}&u=${u}&s=${s}`;
  });
}

/**
 * Every file address of `text` as it is stored: without a query. A signature is for one reader
 * for an hour; a saved form sends back the addresses it was given, and what is stored lasts.
 */
export const withoutSignatures = (text: string): string => text.replace(ADDRESS, '$1');
