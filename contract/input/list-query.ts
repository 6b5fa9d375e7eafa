import { z } from 'zod';

// A list's query (docs/api.md "Lists"): the area's own filters, declared and checked like a body,
// beside the paging and ordering keys every list takes. Those are read and checked by
// ../paging.ts, which knows the area's sortable columns; here they are only named, for the API
// document, and passed through as sent.

const passed = (description: string) => z.string().optional().meta({ description });

const PAGING = {
  pageNum: passed('page number, from 1'),
  pageSize: passed('rows per page, at most 1000'),
  orderByColumn: passed('a sortable field of the rows'),
  isAsc: passed('asc or desc'),
};

/** A list's query schema: `filters` checked, paging, ordering and date-range keys passed through. */
export const listQuery = <S extends z.ZodRawShape>(filters: S) =>
  z.object({ ...PAGING, ...filters }).catchall(z.string());
