import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { dictData, dictTypes } from '../../db/schema';
import type { Db } from '../../db/types';
import { localize, zhKey } from '../../lib/bilingual';
import type { Body } from '../../lib/body';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, fail, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, countRows, listPage, orderBy, param, type Query } from '../../lib/paging';
import { answered, createdBy, updatedBy } from '../../lib/records';
import { choice, field, int, text } from '../../lib/validate';

// Dictionary entries (docs/api.md "Dictionaries"): the enabled entries of a type for every
// logged-in user, and the entries' table for the dictionaries screen.

export const DICT_CODE = field('dictCode', '字典编码', 'Dictionary code');
const TYPE = field('dictType', '字典类型', 'Dictionary type');
const LABEL = field('dictLabel', '字典标签', 'Dictionary label');
const LABEL_EN = field('dictLabelEn', '英文标签', 'English label');
const VALUE = field('dictValue', '字典键值', 'Dictionary value');
const SORT = field('dictSort', '显示排序', 'Display order');
const CSS = field('cssClass', '样式属性', 'CSS class');
const LIST_CLASS = field('listClass', '回显样式', 'List style');
const IS_DEFAULT = field('isDefault', '是否默认', 'Default');
const STATUS = field('status', '状态', 'Status');
const REMARK = field('remark', '备注', 'Remark');

const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

type DictEntryRow = typeof dictData.$inferSelect;

const answer = (row: DictEntryRow, lang: Lang) => localize(answered(row), lang, ['dictLabel']);
const missing = (): never => notFound('字典数据不存在', 'The dictionary entry does not exist');
const BY_SORT = [asc(dictData.dictSort), asc(dictData.dictCode)];

/** The enabled entries of a type in display order; none for an unknown type. */
export async function entriesOfType(db: Db, dictType: string, lang: Lang) {
  const rows = await db
    .select()
    .from(dictData)
    .where(and(eq(dictData.dictType, dictType), eq(dictData.status, '0')))
    .orderBy(...BY_SORT);
  return rows.map((row) => answer(row, lang));
}

const SORTABLE = {
  dictCode: dictData.dictCode,
  dictSort: dictData.dictSort,
  dictLabel: dictData.dictLabel,
  dictValue: dictData.dictValue,
  dictType: dictData.dictType,
  status: dictData.status,
  createTime: dictData.createTime,
};

export async function listEntries(db: Db, q: Query, lang: Lang) {
  const type = param(q, 'dictType');
  const status = param(q, 'status');
  const where = and(
    type ? eq(dictData.dictType, type) : undefined,
    containsText(param(q, 'dictLabel'), dictData.dictLabel, dictData.dictLabelEn),
    status ? eq(dictData.status, status) : undefined,
  );
  const order = orderBy(q, SORTABLE);
  const page = await listPage(q, countRows(db, dictData, where), (limit, offset) =>
    db
      .select()
      .from(dictData)
      .where(where)
      .orderBy(...(order ? [order] : []), ...BY_SORT)
      .limit(limit)
      .offset(offset),
  );
  return { ...page, rows: page.rows.map((row) => answer(row, lang)) };
}

async function findEntry(db: Db, dictCode: number): Promise<DictEntryRow> {
  const [row] = await db.select().from(dictData).where(eq(dictData.dictCode, dictCode));
  return row ?? missing();
}

export async function readEntry(db: Db, dictCode: number, lang: Lang) {
  return answer(await findEntry(db, dictCode), lang);
}

const valueTaken = (dictValue: string, dictType: string): never =>
  conflict(
    `字典键值 ${dictValue} 在 ${dictType} 中已存在`,
    `Dictionary value ${dictValue} already exists in ${dictType}`,
  );

/** The validated editable fields of an entry; `selfCode` skips the entry itself in the uniqueness check. */
async function readValues(db: Db, body: Body, selfCode: number | null) {
  const dictType = text(TYPE, { required: true, max: 100 })(body);
  const [type] = await db.select({ dictId: dictTypes.dictId }).from(dictTypes).where(eq(dictTypes.dictType, dictType));
  if (!type) fail(`字典类型 ${dictType} 不存在`, `Dictionary type ${dictType} does not exist`);
  const dictLabel = text(field(zhKey(body, 'dictLabel'), LABEL.zh, LABEL.en), { required: true, max: 100 })(body);
  const dictLabelEn = text(LABEL_EN, { max: 100 })(body) || dictLabel;
  const dictValue = text(VALUE, { required: true, max: 100 })(body);
  const clash = await db
    .select({ dictCode: dictData.dictCode })
    .from(dictData)
    .where(
      and(
        eq(dictData.dictType, dictType),
        eq(dictData.dictValue, dictValue),
        selfCode === null ? undefined : ne(dictData.dictCode, selfCode),
      ),
    );
  if (clash.length) valueTaken(dictValue, dictType);
  return {
    dictType,
    dictLabel,
    dictLabelEn,
    dictValue,
    dictSort: int(SORT, { max: 9999 })(body) ?? 0,
    cssClass: text(CSS, { max: 100 })(body),
    listClass: choice(LIST_CLASS, LIST_CLASSES, 'default')(body),
    isDefault: choice(IS_DEFAULT, ['Y', 'N'] as const, 'N')(body),
    status: choice(STATUS, ['0', '1'] as const, '0')(body),
    remark: text(REMARK, { max: 500 })(body),
  };
}

async function keepingValueUnique<T>(values: { dictValue: string; dictType: string }, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'sys_dict_data_type_value_unique')) valueTaken(values.dictValue, values.dictType);
    throw error;
  }
}

export async function createEntry(db: Db, clock: Clock, auth: Auth, lang: Lang, body: Body) {
  const values = await readValues(db, body, null);
  const [row] = await keepingValueUnique(values, () =>
    db
      .insert(dictData)
      .values({ ...values, ...createdBy(auth, clock) })
      .returning(),
  );
  return answer(row, lang);
}

export async function updateEntry(db: Db, clock: Clock, auth: Auth, body: Body) {
  const before = await findEntry(db, int(DICT_CODE, { required: true })(body) as number);
  const values = await readValues(db, body, before.dictCode);
  await keepingValueUnique(values, () =>
    db
      .update(dictData)
      .set({ ...values, ...updatedBy(auth, clock) })
      .where(eq(dictData.dictCode, before.dictCode)),
  );
}

/** Deletes every listed entry, or none when one is unknown. */
export async function deleteEntries(db: Db, codes: number[]) {
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ dictCode: dictData.dictCode })
      .from(dictData)
      .where(inArray(dictData.dictCode, codes));
    if (codes.some((code) => !found.some((r) => r.dictCode === code))) missing();
    await tx.delete(dictData).where(inArray(dictData.dictCode, codes));
  });
}
