import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { bilingual, identity } from './columns';

// Content items (docs/api.md "Content"): a short video with a bilingual title and description,
// opened by the public page /contentView?id=<id>. `video` and `poster` are upload addresses.

export const contents = pgTable(
  'content',
  {
    contentId: identity('content_id'),
    ...bilingual('title', 'title', 100),
    video: varchar('video', { length: 500 }).notNull(),
    poster: varchar('poster', { length: 500 }).notNull().default(''),
    ...bilingual('description', 'description', 2000),
    ...auditColumns(),
  },
  (t) => [index('content_create_time_idx').on(t.createTime)],
);
