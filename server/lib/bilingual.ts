import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Body } from './body';
import type { Lang } from './lang';

// Bilingual records (docs/api.md "Records") store Chinese in `<field>` and English in
// `<field>En`. Answers put the request's language in `<field>` (what a list shows) and both
// originals in `<field>Zh` / `<field>En` (what an edit form binds, so that saving a form opened in
// English never overwrites the Chinese text).

/** `row` with `<field>Zh` beside each of `fields`: the Chinese original, whatever the language. */
export type Localized<T, F extends keyof T & string> = T & { [K in F as `${K}Zh`]: T[K] };

export function localize<T extends object, F extends keyof T & string>(
  row: T,
  lang: Lang,
  fields: readonly F[],
): Localized<T, F> {
  const out = { ...row } as Record<string, unknown>;
  for (const name of fields) {
    const zh = out[name];
    const en = out[`${name}En`];
    out[`${name}Zh`] = zh;
    if (lang === 'en' && en) out[name] = en;
  }
  return out as Localized<T, F>;
}

/** Where a write carries the Chinese text: `<field>Zh` when the form sent it, else `<field>`. */
export function zhKey(body: Body, name: string): string {
  const value = body[`${name}Zh`];
  return typeof value === 'string' && value.trim() ? `${name}Zh` : name;
}

/** A bilingual column pair read in the request's language, in SQL (Chinese when English is empty). */
export const namedIn = (lang: Lang, zh: AnyPgColumn, en: AnyPgColumn): SQL<string> =>
  lang === 'en' ? sql<string>`coalesce(nullif(${en}, ''), ${zh})` : sql<string>`${zh}`;
