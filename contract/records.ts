// Shapes every list and record of the API shares (docs/api.md "Lists" and "Records"), used by the
// console's request layer and by the server's paging and seed rows alike.

/** A record's status as every RuoYi table stores it: "0" normal, "1" disabled. */
export type Status = '0' | '1';

/**
 * A page of a list as the server builds it (docs/api.md "Lists"): the rows and how many match.
 * `totalCapped` says more match than the server counts; `total` is then that cap.
 */
export interface ListPage<T> {
  rows: T[];
  total: number;
  totalCapped?: true;
}
