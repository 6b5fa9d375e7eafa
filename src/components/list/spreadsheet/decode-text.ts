// Text files from spreadsheets: Excel saves CSV as UTF-8 with a byte-order mark, but Chinese
// Excel's default "CSV" is GBK. Try UTF-8 first; replacement characters mean it was not UTF-8.

const REPLACEMENT = '\uFFFD';

/** The text of a CSV file, whichever of UTF-8 (with or without BOM) or GBK it was saved in. */
export function decodeText(bytes: ArrayBuffer | Uint8Array): string {
  // TextDecoder drops a leading BOM by itself.
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  if (!utf8.includes(REPLACEMENT)) return utf8;
  return new TextDecoder('gbk').decode(bytes);
}
