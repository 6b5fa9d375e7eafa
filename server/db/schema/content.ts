import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';

// Content items (docs/api.md "Content"): a short video with a bilingual title and description,
// opened by the public page /contentView?id=<id>. `video` and `poster` are upload addresses.

export const contents = pgTable(
  'content',
  {
    contentId: integer('content_id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 100 }).notNull(),
    titleEn: varchar('title_en', { length: 100 }).notNull().default(''),
    video: varchar('video', { length: 500 }).notNull(),
    poster: varchar('poster', { length: 500 }).notNull().default(''),
    description: varchar('description', { length: 2000 }).notNull(),
    descriptionEn: varchar('description_en', { length: 2000 }).notNull().default(''),
    ...auditColumns(),
  },
  (t) => [index('content_create_time_idx').on(t.createTime)],
);
