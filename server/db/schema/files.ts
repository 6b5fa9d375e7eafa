import { bigint, customType, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

// Uploaded files (docs/api.md "Files"): the name, type and size a download answers with, and the
// bytes themselves in the database, so that every instance of the server behind one address serves
// the same files and a backup of the database holds them. The seeded sample files (ids 90001 to
// 90008) are rows of the same table; an upload's id is one past the largest in use.

/** PostgreSQL's bytea as bytes: PGlite answers a Uint8Array, node-postgres a Buffer (one too). */
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array<ArrayBuffer> }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const ossFiles = pgTable('sys_oss_file', {
  ossId: integer('oss_id').primaryKey().generatedByDefaultAsIdentity(),
  /** the original name, without any folder the browser sent */
  fileName: varchar('file_name', { length: 255 }).notNull(),
  contentType: varchar('content_type', { length: 255 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  content: bytea('content').notNull(),
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: timestamp('create_time', { mode: 'string', precision: 0 }).notNull().defaultNow(),
});
