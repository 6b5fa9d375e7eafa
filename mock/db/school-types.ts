// The row shapes of the seeded tables are the server's seed rows.
export type * from '../../server/db/seed/rows/school';
