/**
 * The query keys of one feature, all under the feature's scope so that invalidating `all`
 * refreshes everything the feature cached:
 * - `all`: `[...scope]`
 * - `list(params?)`: `[...scope, 'list']`, or one page of it `[...scope, 'list', params]`
 * - `detail(id)`: `[...scope, 'detail', id]`
 * - `of(...parts)`: any other query of the feature, e.g. `of('options')`
 */
export function queryKeys<const S extends readonly string[]>(...scope: S) {
  return {
    all: scope,
    list: (params?: object) => (params === undefined ? [...scope, 'list'] : [...scope, 'list', params]),
    detail: (id: string | number | null) => [...scope, 'detail', id],
    of: (...parts: readonly unknown[]) => [...scope, ...parts],
  };
}

export type QueryKeys = ReturnType<typeof queryKeys>;
