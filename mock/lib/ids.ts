// Ids for new rows and random tokens. getRandomValues (unlike randomUUID) also works on plain
// http origins, where a demo may be opened from another machine on the network.

export function randomId(length = 32): string {
  const bytes = new Uint8Array(Math.ceil(length / 2));
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}

/** The next numeric id of a table: one more than the largest in use. */
export function nextId<T>(rows: readonly T[], key: keyof T): number {
  return rows.reduce((max, row) => Math.max(max, Number(row[key]) || 0), 0) + 1;
}
