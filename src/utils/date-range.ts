export type DateRange = readonly [string, string] | readonly string[] | null | undefined;

/**
 * Adds a date range to list parameters the RuoYi way: without a name as
 * `params.beginTime` / `params.endTime`, with one as `params.begin<Name>` / `params.end<Name>`.
 * An empty or half range adds nothing; existing `params` entries are kept. Returns a new object.
 */
export function addDateRange<P extends object>(
  params: P,
  range: DateRange,
  propName?: string,
): P & { params: Record<string, string> } {
  const base = { ...params } as P & { params: Record<string, string> };
  const existing = (params as { params?: unknown }).params;
  base.params = typeof existing === 'object' && existing !== null ? { ...(existing as Record<string, string>) } : {};
  if (!Array.isArray(range) || range.length !== 2 || !range[0] || !range[1]) return base;
  if (propName) {
    base.params[`begin${propName}`] = range[0];
    base.params[`end${propName}`] = range[1];
  } else {
    base.params.beginTime = range[0];
    base.params.endTime = range[1];
  }
  return base;
}
