import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { identity, wallClock } from './columns';
import { ossConfigs } from './storage';

// Uploaded files (docs/api.md "Files"): the name, type and size a download answers with, and
// where the bytes are. By default they are in the row itself (`content`), so that every instance
// of the server behind one address serves the same files and a backup of the database holds them;
// while an S3-style storage configuration is active they are an object in its bucket instead
// (`oss_config_id` and `object_key`), and the row keeps saying so after the active configuration
// changes: a file is always read from where it was written. The seeded sample files (ids 90001
// to 90008) are rows of the same table; an upload's id is one past the largest in use.

/** PostgreSQL's bytea as bytes: PGlite answers a Uint8Array, node-postgres a Buffer (one too). */
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array<ArrayBuffer> }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const ossFiles = pgTable(
  'sys_oss_file',
  {
    ossId: identity('oss_id'),
    /** the original name, without any folder the browser sent */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 255 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** the bytes, for a file kept in the database; null for one in a bucket */
    content: bytea('content'),
    /** the storage configuration whose bucket holds the bytes; null: they are in `content` */
    ossConfigId: integer('oss_config_id').references(() => ossConfigs.ossConfigId, { onDelete: 'restrict' }),
    /** the object's key in that bucket */
    objectKey: varchar('object_key', { length: 1024 }),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: wallClock('create_time').notNull().defaultNow(),
  },
  (t) => [
    // a configuration's files are found without reading the table (a delete of it asks)
    index('sys_oss_file_oss_config_idx').on(t.ossConfigId),
    // an account's uploads of the day are added up without reading the table (the daily quota)
    index('sys_oss_file_create_by_idx').on(t.createBy, t.createTime),
    // either the bytes are here, or the row names the bucket and key that hold them
    check(
      'sys_oss_file_one_place_chk',
      sql`(${t.ossConfigId} is null and ${t.objectKey} is null and ${t.content} is not null)
        or (${t.ossConfigId} is not null and ${t.objectKey} is not null and ${t.content} is null)`,
    ),
  ],
);
