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

/** Statements that only read (drizzle's selects; the audit tag never goes on these). */
export const onlyReads = (text: string) => /^\s*(select|show)\b/i.test(text);

const searchesText = (text: string) => /\bi?like\b/i.test(text);

/** Names a query: the query itself, with the name of its text when it is one to name. */
export type ReadNamer = <Query extends { text: string; name?: string }>(query: Query) => Query & { name?: string };

/**
 * The names for one set of connections, each given once and kept: a name never changes its text,
 * since a connection that prepared it under one text refuses another.
 */
export function readNamer({ prefix = 'csp_read_', cap = NAMED_READS_CAP } = {}): ReadNamer {
  const names = new Map<string, string>();
  return (query) => {
    if (query.name || !onlyReads(query.text) || searchesText(query.text)) return query;
    let name = names.get(query.text);
    if (name === undefined) {
      if (names.size >= cap) return query;
      names.set(query.text, (name = `${prefix}${names.size + 1}`));
    }
    return { ...query, name };
  };
}

/** The process's names, for every pool it opens. */
export const namedRead = readNamer();
