import { http, type HttpHandler } from 'msw';
import type { Audit } from '../db/types';
import { readJson, type Body } from './body';
import { formatTime } from './clock';
import { nextId } from './ids';
import type { Lang } from './lang';
import { paginate, queryOf } from './query';
import { bad, ok, okList } from './reply';
import { withAuth } from './route';
import { idList, idParam, int, type Field } from './validate';

// The five RuoYi calls of a table, so an area's handler file only says
// what is special about it: filters, validation, how a row is answered and what may not go.
//   GET <base>/list   GET <base>/{id}   POST <base>   PUT <base>   DELETE <base>/{id,id}
// with the permissions <perm>:list, :query, :add, :edit and :remove.

export interface CrudSpec<T extends Audit, K extends keyof T> {
  /** path under /csp, e.g. '/system/config' */
  base: string;
  /** permission prefix, e.g. 'system:config' */
  perm: string;
  table: () => T[];
  id: K;
  idField: Field;
  /** message when an id is unknown */
  missing: [zh: string, en: string];
  /** list filter from the query string */
  where?: (q: URLSearchParams, lang: Lang) => (row: T) => boolean;
  /** list order before any orderByColumn */
  order?: (a: T, b: T) => number;
  answer?: (row: T, lang: Lang) => unknown;
  /** the validated editable fields of a write; selfId is null on create. Without it the table is read-only. */
  read?: (lang: Lang, body: Body, selfId: number | null) => Omit<T, keyof Audit | K> & Pick<Audit, 'remark'>;
  /** refuse to delete a row by throwing (bad()); runs for every id before anything is deleted */
  guardDelete?: (lang: Lang, row: T) => void;
}

export function crud<T extends Audit, K extends keyof T>(resource: CrudSpec<T, K>): HttpHandler[] {
  const path = `*/csp${resource.base}`;
  const answer = (row: T, lang: Lang) => (resource.answer ? resource.answer(row, lang) : row);
  const find = (lang: Lang, id: number): T =>
    resource.table().find((row) => Number(row[resource.id]) === id) ?? bad(lang, ...resource.missing);

  const handlers: HttpHandler[] = [
    http.get(
      `${path}/list`,
      withAuth(`${resource.perm}:list`, ({ request, lang }) => {
        const q = queryOf(request);
        const keep = resource.where ? resource.where(q, lang) : () => true;
        const rows = resource.table().filter(keep);
        const page = paginate(lang, q, resource.order ? rows.sort(resource.order) : rows);
        return okList(lang, { rows: page.rows.map((row) => answer(row, lang)), total: page.total });
      }),
    ),
    http.get(
      `${path}/:id`,
      withAuth(`${resource.perm}:query`, ({ params, lang }) =>
        ok(lang, answer(find(lang, idParam(lang, params.id, resource.idField)), lang)),
      ),
    ),
  ];
  const read = resource.read;
  if (!read) return handlers;

  handlers.push(
    http.post(
      path,
      withAuth(`${resource.perm}:add`, async ({ request, lang, user }) => {
        const values = read(lang, await readJson(request), null);
        const stamp = { createBy: user.userName, createTime: formatTime(), updateBy: '', updateTime: '' };
        const row = { ...values, ...stamp, [resource.id]: nextId(resource.table(), resource.id) } as unknown as T;
        resource.table().push(row);
        return ok(lang, answer(row, lang));
      }),
    ),
    http.put(
      path,
      withAuth(`${resource.perm}:edit`, async ({ request, lang, user }) => {
        const body = await readJson(request);
        const row = find(lang, int(lang, body, resource.idField, { required: true }));
        const values = read(lang, body, Number(row[resource.id]));
        Object.assign(row, values, { updateBy: user.userName, updateTime: formatTime() });
        return ok(lang);
      }),
    ),
    http.delete(
      `${path}/:ids`,
      withAuth(`${resource.perm}:remove`, ({ params, lang }) => {
        const doomed = idList(lang, params.ids, resource.idField).map((id) => find(lang, id));
        doomed.forEach((row) => resource.guardDelete?.(lang, row));
        const table = resource.table();
        for (const row of doomed) table.splice(table.indexOf(row), 1);
        return ok(lang);
      }),
    ),
  );
  return handlers;
}
