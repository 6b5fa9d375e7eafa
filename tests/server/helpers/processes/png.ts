// What the server takes for a PNG: its eight-byte signature (uploads are checked by their first
// bytes against the extension), followed here by text a test can recognise.

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

export const pngWith = (text: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array([...PNG_SIGNATURE, ...new TextEncoder().encode(text)]);
