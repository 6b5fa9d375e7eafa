// Reads sent to PostgreSQL go as named statements, one name per distinct text: each pooled
// connection then parses one once and, where PostgreSQL finds its generic plan as good as one made
// for the values, plans it once too. Planning a list's page cost PostgreSQL more than running it
// (a page with its counts: about 0.5 ms planned, 0.3 ms run). A query's values travel as
// parameters, never in its text, so one list has a handful of texts (one per set of filters and
// sort). Two kinds stay unnamed, parsed and planned on every run as before:
// - a text search (LIKE, ILIKE): whether the trigram index pays depends on the pattern, which a
//   plan made once cannot see (its generic plan scanned every course: three times slower);
// - any text past the cap, so that a connection never holds more statements than that however
//   many texts the queries make.

/** Statements a connection may keep, at most. */
export const NAMED_READS_CAP = 500;

const names = new Map<string, string>();

/** Statements that only read (drizzle's selects; the audit tag never goes on these). */
export const onlyReads = (text: string) => /^\s*(select|show)\b/i.test(text);

const searchesText = (text: string) => /\bi?like\b/i.test(text);

/** The query with the name of its text, when it is an unnamed read, no text search, and the cap allows. */
export function namedRead<Query extends { text: string; name?: string }>(query: Query): Query & { name?: string } {
  if (query.name || !onlyReads(query.text) || searchesText(query.text)) return query;
  let name = names.get(query.text);
  if (name === undefined) {
    if (names.size >= NAMED_READS_CAP) return query;
    names.set(query.text, (name = `csp_read_${names.size + 1}`));
  }
  return { ...query, name };
}
