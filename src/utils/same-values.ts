/** Empty in every spelling a form produces: a cleared input gives '', an untouched one undefined. */
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A value that knows its own comparison (a dayjs date) is compared by its JSON form. */
const asJson = (value: unknown) => JSON.stringify(value);

/**
 * Whether a form's values equal a baseline: blanks (undefined, '', null) are alike, arrays and
 * nested objects compare deeply and key order does not matter. Only the form's own keys count at
 * each level: a baseline may carry more than the form edits (an id, read-only columns).
 */
export function sameValues(current: unknown, baseline: unknown): boolean {
  if (isBlank(current)) return isBlank(baseline);
  if (Array.isArray(current)) {
    const list = Array.isArray(baseline) ? baseline : [];
    if (list.length !== current.length) return isBlank(baseline) && current.length === 0;
    return current.every((item, i) => sameValues(item, list[i]));
  }
  if (isPlainObject(current)) {
    const other = isPlainObject(baseline) ? baseline : {};
    return Object.keys(current).every((key) => sameValues(current[key], other[key]));
  }
  if (typeof current === 'object') return asJson(current) === asJson(baseline);
  return current === baseline;
}
