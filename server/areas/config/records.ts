import { and, asc, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import { configs } from '../../db/schema';
import type { Db } from '../../db/types';
import { localize } from '../../lib/bilingual';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { keepingUnique } from '../../lib/db-errors';
import { conflict, fail, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, dateRange, param, tablePage, type Query } from '../../lib/paging';
import { answered, findRow, createdBy, updateStamped } from '../../lib/records';
import type { ConfigInput } from './schema';

// The system parameters' table (docs/api.md "Config"): list, read, write and delete.

type ConfigRow = typeof configs.$inferSelect;

const answer = (row: ConfigRow, lang: Lang) => localize(answered(row), lang, ['configName', 'remark']);

const keyTaken = (name: string): never =>
  conflict(
    `保存参数'${name}'失败，参数键名已存在`,
    `Cannot save parameter '${name}': the parameter key already exists`,
  );

const missing = (): never => notFound('参数配置不存在', 'The parameter does not exist');

const SORTABLE = {
  configId: configs.configId,
  configName: configs.configName,
  configKey: configs.configKey,
  configValue: configs.configValue,
  configType: configs.configType,
  createTime: configs.createTime,
};

export async function listConfigs(db: Db, q: Query, lang: Lang) {
  const type = param(q, 'configType');
  const where = and(
    containsText(param(q, 'configName'), configs.configName, configs.configNameEn),
    containsText(param(q, 'configKey'), configs.configKey),
    type ? eq(configs.configType, type) : undefined,
    dateRange(q, configs.createTime),
  );
  const page = await tablePage(db, q, configs, where, SORTABLE, asc(configs.configId));
  return { ...page, rows: page.rows.map((row) => answer(row, lang)) };
}

const findConfig = (db: Db, configId: number): Promise<ConfigRow> =>
  findRow(db, configs, eq(configs.configId, configId), missing);

export async function readConfig(db: Db, configId: number, lang: Lang) {
  return answer(await findConfig(db, configId), lang);
}

/**
 * The remark in both languages: an English screen edits the English remark (the Chinese one came
 * as `remarkZh`), and a Chinese screen keeps the English one while the Chinese one is unchanged.
 */
function remarks(lang: Lang, input: ConfigInput, before: ConfigRow | null) {
  const { remark } = input;
  if (lang === 'en') return { remark, remarkEn: input.remarkShown };
  return { remark, remarkEn: before && before.remark === remark ? before.remarkEn : '' };
}

/** The editable fields of a parameter, its key free; `before` is the record an update changes. */
async function readValues(db: Db, lang: Lang, input: ConfigInput, before: ConfigRow | null) {
  const { configName, configKey } = input;
  const clash = await db
    .select({ configId: configs.configId })
    .from(configs)
    .where(and(eq(configs.configKey, configKey), before ? ne(configs.configId, before.configId) : undefined));
  if (clash.length) keyTaken(configName);
  return {
    configName,
    configNameEn: input.configNameEn || configName,
    configKey,
    configValue: input.configValue,
    configType: input.configType,
    ...remarks(lang, input, before),
  };
}

/** A key taken by a request racing this one is refused as the check above refuses it. */
const keepingKeyUnique = <T>(configName: string, write: () => Promise<T>): Promise<T> =>
  keepingUnique('sys_config_config_key_unique', () => keyTaken(configName), write);

export async function createConfig(db: Db, clock: Clock, auth: Auth, lang: Lang, input: ConfigInput) {
  const values = await readValues(db, lang, input, null);
  const [row] = await keepingKeyUnique(values.configName, () =>
    db
      .insert(configs)
      .values({ ...values, ...createdBy(auth, clock) })
      .returning(),
  );
  return answer(row, lang);
}

export async function updateConfig(db: Db, clock: Clock, auth: Auth, lang: Lang, configId: number, input: ConfigInput) {
  const before = await findConfig(db, configId);
  const values = await readValues(db, lang, input, before);
  await keepingKeyUnique(values.configName, () =>
    updateStamped(db, auth, clock, configs, eq(configs.configId, before.configId), values),
  );
}

/** Deletes every listed parameter, or none when one is unknown or built in. */
export async function deleteConfigs(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    const found = await tx.select(getTableColumns(configs)).from(configs).where(inArray(configs.configId, ids));
    for (const id of ids) {
      const row = found.find((r) => r.configId === id) ?? missing();
      if (row.configType === 'Y') {
        fail(`内置参数【${row.configKey}】不能删除`, `Built-in parameter [${row.configKey}] cannot be deleted`);
      }
    }
    await tx.delete(configs).where(inArray(configs.configId, ids));
  });
}
