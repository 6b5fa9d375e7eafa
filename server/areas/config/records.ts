import { and, asc, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import { configs } from '../../db/schema';
import type { Db } from '../../db/types';
import { localize, zhKey } from '../../lib/bilingual';
import type { Body } from '../../lib/body';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, fail, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, dateRange, countRows, listPage, orderBy, param, type Query } from '../../lib/paging';
import { answered, createdBy, updatedBy } from '../../lib/records';
import { choice, field, int, text } from '../../lib/validate';

// The system parameters' table (docs/api.md "Config"): list, read, write and delete.

export const CONFIG_ID = field('configId', '参数主键', 'Parameter id');
const NAME = field('configName', '参数名称', 'Parameter name');
const NAME_EN = field('configNameEn', '英文名称', 'English name');
const KEY = field('configKey', '参数键名', 'Parameter key');
const VALUE = field('configValue', '参数键值', 'Parameter value');
const TYPE = field('configType', '系统内置', 'Built-in');
const REMARK = field('remark', '备注', 'Remark');

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
  const order = orderBy(q, SORTABLE);
  const page = await listPage(q, countRows(db, configs, where), (limit, offset) =>
    db
      .select()
      .from(configs)
      .where(where)
      .orderBy(...(order ? [order] : []), asc(configs.configId))
      .limit(limit)
      .offset(offset),
  );
  return { ...page, rows: page.rows.map((row) => answer(row, lang)) };
}

async function findConfig(db: Db, configId: number): Promise<ConfigRow> {
  const [row] = await db.select().from(configs).where(eq(configs.configId, configId));
  return row ?? missing();
}

export async function readConfig(db: Db, configId: number, lang: Lang) {
  return answer(await findConfig(db, configId), lang);
}

/**
 * The remark in both languages: the Chinese one from `remarkZh` when the form sent it (an English
 * screen edits the English text), and the English one kept while the Chinese one is unchanged.
 */
function readRemark(lang: Lang, body: Body, before: ConfigRow | null) {
  const remark = text(field(zhKey(body, 'remark'), REMARK.zh, REMARK.en), { max: 500 })(body);
  if (lang === 'en') return { remark, remarkEn: text(REMARK, { max: 500 })(body) };
  return { remark, remarkEn: before && before.remark === remark ? before.remarkEn : '' };
}

/** The validated editable fields of a parameter; `before` is the record an update changes. */
async function readValues(db: Db, lang: Lang, body: Body, before: ConfigRow | null) {
  const configName = text(field(zhKey(body, 'configName'), NAME.zh, NAME.en), { required: true, max: 100 })(body);
  const configKey = text(KEY, { required: true, max: 100 })(body);
  const clash = await db
    .select({ configId: configs.configId })
    .from(configs)
    .where(and(eq(configs.configKey, configKey), before ? ne(configs.configId, before.configId) : undefined));
  if (clash.length) keyTaken(configName);
  return {
    configName,
    configNameEn: text(NAME_EN, { max: 100 })(body) || configName,
    configKey,
    configValue: text(VALUE, { required: true, max: 500 })(body),
    configType: choice(TYPE, ['Y', 'N'] as const, 'N')(body),
    ...readRemark(lang, body, before),
  };
}

/** A key taken by a request racing this one is refused as the check above refuses it. */
async function keepingKeyUnique<T>(configName: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'sys_config_config_key_unique')) keyTaken(configName);
    throw error;
  }
}

export async function createConfig(db: Db, clock: Clock, auth: Auth, lang: Lang, body: Body) {
  const values = await readValues(db, lang, body, null);
  const [row] = await keepingKeyUnique(values.configName, () =>
    db
      .insert(configs)
      .values({ ...values, ...createdBy(auth, clock) })
      .returning(),
  );
  return answer(row, lang);
}

export async function updateConfig(db: Db, clock: Clock, auth: Auth, lang: Lang, body: Body) {
  const before = await findConfig(db, int(CONFIG_ID, { required: true })(body) as number);
  const values = await readValues(db, lang, body, before);
  await keepingKeyUnique(values.configName, () =>
    db
      .update(configs)
      .set({ ...values, ...updatedBy(auth, clock) })
      .where(eq(configs.configId, before.configId)),
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
