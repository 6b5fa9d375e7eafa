import { ossConfigs } from '../../../db/schema';
import type { Db } from '../../../db/types';
import type { Clock } from '../../../lib/clock';
import type { AppContext } from '../../../lib/context';
import type { Logger } from '../../../lib/log';
import { ApiError, INTERNAL } from '../../../lib/errors';
import { databaseStore } from './database-store';
import type { FileStore, Placement } from './file-store';
import { s3Store } from './s3-store';

// Which place takes a new upload, and which one a stored file is read from (docs/server.md
// "Files"). The active storage configuration decides: `local` keeps the bytes in the database,
// any other names an S3-style bucket.
//
// The configurations are read at most every CONFIGS_TTL_MS per process (the clock's time) and kept
// meanwhile, so an upload or download does not ask the database which storage is active. Several
// instances share the database: a switch made on one reaches the others when their copy is that
// old, within 2 s; the instance that made it forgets its copy at once (forgetStorageConfigs).

export const LOCAL_STORAGE_KEY = 'local';
export const CONFIGS_TTL_MS = 2000;
export const STORAGE_TIMEOUT_MS = 10_000;

type OssConfigRow = typeof ossConfigs.$inferSelect;

interface Copy {
  readAt: number;
  rows: OssConfigRow[];
}

const copies = new WeakMap<Db, Copy>();

/** Every configuration, from the copy while it is fresh. */
async function configs(db: Db, clock: Clock): Promise<OssConfigRow[]> {
  const now = clock.now().getTime();
  const copy = copies.get(db);
  // a clock that went back (a test's) also makes the copy stale
  if (copy && now >= copy.readAt && now - copy.readAt < CONFIGS_TTL_MS) return copy.rows;
  const rows = await db.select().from(ossConfigs);
  copies.set(db, { readAt: now, rows });
  return rows;
}

/** After a configuration is written here, or the database was changed under the process (tests). */
export function forgetStorageConfigs(db: Db): void {
  copies.delete(db);
}

export interface StorageContext {
  db: Db;
  clock: Clock;
  /** bounds every call to a bucket */
  timeoutMs: number;
  /** the request's logger: a bucket's failure is a warning line */
  log: Logger;
}

export const storageContext = (c: AppContext): StorageContext => ({
  db: c.var.db,
  clock: c.var.clock,
  timeoutMs: c.var.storageTimeoutMs,
  log: c.var.log,
});

function storeOf(ctx: StorageContext, config: OssConfigRow): FileStore {
  return config.configKey === LOCAL_STORAGE_KEY
    ? databaseStore
    : s3Store(config, { timeoutMs: ctx.timeoutMs, now: ctx.clock.now(), log: ctx.log });
}

/** The place a new upload goes: the active configuration's (the database when none is active). */
export async function activeStore(ctx: StorageContext): Promise<FileStore> {
  const active = (await configs(ctx.db, ctx.clock)).find((row) => row.status === '0');
  return active ? storeOf(ctx, active) : databaseStore;
}

/** The place a stored file's row names, whichever configuration is active now. */
export async function storeHolding(ctx: StorageContext, placement: Placement): Promise<FileStore> {
  if (placement.ossConfigId === null) return databaseStore;
  const id = placement.ossConfigId;
  let config = (await configs(ctx.db, ctx.clock)).find((row) => row.ossConfigId === id);
  if (!config) {
    // written by another instance a moment ago: read again before giving up
    forgetStorageConfigs(ctx.db);
    config = (await configs(ctx.db, ctx.clock)).find((row) => row.ossConfigId === id);
  }
  // the foreign key keeps the configuration while it holds files
  if (!config) throw new ApiError('internal', INTERNAL);
  return storeOf(ctx, config);
}
