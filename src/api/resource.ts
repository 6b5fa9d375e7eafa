import type { ListQuery } from '@/hooks/useListState';
import { del, get, post, put } from './request';
import type { ApiResult, PageResult } from './types';

/** The record calls every list screen makes, all through the request layer (./request.ts). */
export interface Resource<R, F> {
  /** the base path, e.g. `/system/config` */
  readonly path: string;
  /** the id field: a form carrying it is an update, else a create */
  readonly idField: keyof R & keyof F & string;
  /** GET `<path>/list`: one page */
  list: (query: ListQuery) => Promise<PageResult<R>>;
  /** GET `<path>/<id>`: one record, null when the answer carries none */
  get: (id: number | string) => Promise<R | null>;
  /** PUT `<path>` when the form carries its id, else POST `<path>` */
  save: (form: F) => Promise<ApiResult>;
  /** DELETE `<path>/<id,id,...>` */
  remove: (ids: ReadonlyArray<number | string>) => Promise<ApiResult>;
}

/**
 * The list/get/save/delete calls of one kind of record, from its base path and id field (the
 * backend's RuoYi shape, docs/api.md): a feature's api.ts declares
 * `export const configs = resource<ConfigRecord, ConfigForm>('/system/config', 'configId')`
 * and writes by hand only the calls that do not fit this shape.
 */
export function resource<R, F = R>(path: string, idField: keyof R & keyof F & string): Resource<R, F> {
  // an id of 0 or '' is a new record, as the backend reads it
  const hasId = (form: F) => !!form[idField];
  return {
    path,
    idField,
    list: (query) => get<PageResult<R>>(`${path}/list`, { params: query }),
    get: async (id) => (await get<ApiResult<R>>(`${path}/${id}`)).data ?? null,
    save: (form) => (hasId(form) ? put<ApiResult>(path, form) : post<ApiResult>(path, form)),
    remove: (ids) => del<ApiResult>(`${path}/${ids.join(',')}`),
  };
}
