import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { ossConfigs, ossFiles } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { keepingUnique } from '../../lib/db-errors';
import { conflict, fail, notFound } from '../../lib/errors';
import { containsText, countRows, listPage, param, type Query } from '../../lib/paging';
import { answered, findRow, createdBy, updatedBy, updateStamped } from '../../lib/records';
import { forgetStorageConfigs } from '../file/storage/choice';
import type { OssConfigInput } from './schema';

// Storage configurations (docs/api.md "Storage configurations"): where uploads go. Exactly one is
// active (status "0"); switching one on switches the others off, and the active one can be neither
// switched off nor deleted, nor can one whose bucket holds files (they are read from there).
// After a write this process forgets its copy of the configurations (file/storage/choice.ts). Keys are write-only: answers mask the access key and never carry the
// secret; a write that sends the masked access key back (or no secret) keeps the stored one.

type OssConfigRow = typeof ossConfigs.$inferSelect;

/** `LTAI5tQx8demoKey9Ab` → `LTAI************9Ab`: enough to tell keys apart, not to use one. */
export function maskKey(key: string): string {
  if (key.length <= 6) return '*'.repeat(key.length);
  return `${key.slice(0, 4)}${'*'.repeat(Math.min(12, key.length - 7))}${key.slice(-3)}`;
}

function answer(row: OssConfigRow) {
  const { secretKey: _secret, ...shown } = answered(row);
  return { ...shown, accessKey: maskKey(row.accessKey) };
}

const missing = (): never => notFound('存储配置不存在', 'The storage configuration does not exist');
const keyTaken = (key: string): never =>
  conflict(`配置键 ${key} 已存在`, `The configuration key ${key} already exists`);

export async function listOssConfigs(db: Db, q: Query) {
  const status = param(q, 'status');
  const where = and(
    containsText(param(q, 'configKey'), ossConfigs.configKey),
    containsText(param(q, 'bucketName'), ossConfigs.bucketName),
    status ? eq(ossConfigs.status, status) : undefined,
  );
  const page = await listPage(q, countRows(db, ossConfigs, where), (limit, offset) =>
    db.select().from(ossConfigs).where(where).orderBy(asc(ossConfigs.ossConfigId)).limit(limit).offset(offset),
  );
  return { ...page, rows: page.rows.map(answer) };
}

const findOssConfig = (db: Db, ossConfigId: number): Promise<OssConfigRow> =>
  findRow(db, ossConfigs, eq(ossConfigs.ossConfigId, ossConfigId), missing);

export async function readOssConfig(db: Db, ossConfigId: number) {
  return answer(await findOssConfig(db, ossConfigId));
}

/** The fields of a write, its key free; `current` is the record an update changes. */
async function readValues(db: Db, input: OssConfigInput, current: OssConfigRow | null) {
  const { configKey, accessKey, secretKey, ...rest } = input;
  const clash = await db
    .select({ id: ossConfigs.ossConfigId })
    .from(ossConfigs)
    .where(
      and(eq(ossConfigs.configKey, configKey), current ? ne(ossConfigs.ossConfigId, current.ossConfigId) : undefined),
    );
  if (clash.length) keyTaken(configKey);
  return {
    configKey,
    accessKey: current && accessKey === maskKey(current.accessKey) ? current.accessKey : accessKey,
    secretKey: secretKey || current?.secretKey || '',
    ...rest,
  };
}

/** A key taken by a request racing this one is refused as the check above refuses it. */
const keepingKeyUnique = <T>(configKey: string, write: () => Promise<T>): Promise<T> =>
  keepingUnique('sys_oss_config_config_key_unique', () => keyTaken(configKey), write);

/** A new configuration starts inactive whatever `status` says; it is switched on by changeStatus. */
export async function createOssConfig(db: Db, clock: Clock, auth: Auth, input: OssConfigInput) {
  const values = await readValues(db, input, null);
  const [row] = await keepingKeyUnique(values.configKey, () =>
    db
      .insert(ossConfigs)
      .values({ ...values, status: '1', ...createdBy(auth, clock) })
      .returning(),
  );
  return answer(row);
}

/** `status` is ignored: only changeStatus switches a configuration. */
export async function updateOssConfig(db: Db, clock: Clock, auth: Auth, ossConfigId: number, input: OssConfigInput) {
  const current = await findOssConfig(db, ossConfigId);
  const values = await readValues(db, input, current);
  await keepingKeyUnique(values.configKey, () =>
    updateStamped(db, auth, clock, ossConfigs, eq(ossConfigs.ossConfigId, current.ossConfigId), values),
  );
  forgetStorageConfigs(db);
}

/** Deletes every listed configuration, or none when one is unknown or the active one. */
export async function deleteOssConfigs(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    const found = await tx.select().from(ossConfigs).where(inArray(ossConfigs.ossConfigId, ids));
    for (const id of ids) {
      const row = found.find((r) => r.ossConfigId === id) ?? missing();
      if (row.status === '0') {
        conflict(
          `启用中的存储配置 ${row.configKey} 不能删除`,
          `The active storage configuration ${row.configKey} cannot be deleted`,
        );
      }
    }
    const [holding] = await tx
      .select({ id: ossFiles.ossConfigId })
      .from(ossFiles)
      .where(inArray(ossFiles.ossConfigId, ids))
      .limit(1);
    if (holding) {
      const key = found.find((r) => r.ossConfigId === holding.id)!.configKey;
      conflict(
        `存储配置 ${key} 中还有文件，不能删除`,
        `The storage configuration ${key} still holds files and cannot be deleted`,
      );
    }
    await tx.delete(ossConfigs).where(inArray(ossConfigs.ossConfigId, ids));
  });
  forgetStorageConfigs(db);
}

/**
 * `"0"` makes the configuration the active one and switches the other off, in one transaction
 * (the other first: the partial unique index allows one active row at a time). Switching the
 * active one off is refused: one must stay active.
 */
export async function changeOssConfigStatus(db: Db, clock: Clock, auth: Auth, id: number, status: '0' | '1') {
  await db.transaction(async (tx) => {
    // every configuration locked first: two switches at once take turns, the later one wins
    await tx.select({ id: ossConfigs.ossConfigId }).from(ossConfigs).for('update');
    const row = await findOssConfig(tx, id);
    if (status === '1') {
      if (row.status === '0') {
        fail(
          '必须保留一个启用的存储配置，请先启用另一个',
          'One storage configuration must stay active: switch another one on instead',
        );
      }
      return;
    }
    if (row.status === '0') return;
    const stamp = updatedBy(auth, clock);
    await tx
      .update(ossConfigs)
      .set({ status: '1', ...stamp })
      .where(and(eq(ossConfigs.status, '0'), ne(ossConfigs.ossConfigId, id)));
    await tx
      .update(ossConfigs)
      .set({ status: '0', ...stamp })
      .where(eq(ossConfigs.ossConfigId, id));
  });
  forgetStorageConfigs(db);
}
