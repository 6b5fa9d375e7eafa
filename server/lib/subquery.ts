import { sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type PgTable } from 'drizzle-orm/pg-core';

// Subqueries built with Drizzle's query builder on the schema's tables and columns, never with
// table or column names as SQL text: a renamed column then fails the type check. A column object
// renders qualified by its table, which ties a subquery to the outer query's row.

/** Builds subqueries without a connection. */
export const subquery = new QueryBuilder();

/** The number of `table`'s rows meeting `where`, as a column of the outer query. */
export const countOf = (table: PgTable, where: SQL | undefined): SQL<number> =>
  sql<number>`(${subquery
    .select({ count: sql`count(*)::int` })
    .from(table)
    .where(where)})`;
