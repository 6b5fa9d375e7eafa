import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The value an insert proposed for `column`, in its ON CONFLICT DO UPDATE: named from the schema's
 * column object, so a renamed column fails the type check rather than the query.
 */
export const proposed = (column: AnyPgColumn): SQL => sql`excluded.${sql.identifier(column.name)}`;
