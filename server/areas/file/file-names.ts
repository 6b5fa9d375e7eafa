// An upload's name, made to fit (docs/api.md "Files"): the record keeps at most 255 characters,
// and the address, which names the file after its id, must fit the 500 characters every address
// field keeps. A longer name loses characters before its extension, never the extension itself,
// which says what the file is.

const MAX_NAME = 255;
/** The name's part of an address, encoded: room left for `/csp/system/oss/file/<id>/` and a signature. */
const MAX_ADDRESS_NAME = 300;
/** An extension longer than this is no extension but part of the name. */
const MAX_EXTENSION = 16;

/** `name` cut before its extension until `fits` says it fits. */
function shortened(name: string, fits: (candidate: string) => boolean): string {
  if (fits(name)) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= MAX_EXTENSION ? name.slice(dot) : '';
  // by code points, so a character outside the BMP is never cut in half
  const base = [...name.slice(0, name.length - extension.length)];
  let keep = base.length;
  while (keep > 1 && !fits(base.slice(0, keep).join('') + extension)) keep--;
  return base.slice(0, keep).join('') + extension;
}

/** The name an upload is stored under: at most 255 characters. */
export const storedName = (name: string): string => shortened(name, (n) => n.length <= MAX_NAME);

/** The name an address ends with: short enough encoded to keep the address within 500 characters. */
export const addressName = (name: string): string =>
  encodeURIComponent(shortened(name, (n) => encodeURIComponent(n).length <= MAX_ADDRESS_NAME));
