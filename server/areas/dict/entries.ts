import { and, asc, eq } from 'drizzle-orm';
import { dictData, dictTypes } from '../../db/schema';
import type { Db } from '../../db/types';
import { localize } from '../../lib/bilingual';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { keepingUnique } from '../../lib/db-errors';
import { deleteListed } from '../../lib/delete-listed';
import { conflict, fail, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, param, type Query, tablePage } from '../../lib/paging';
import { answered, findRow, createdBy, updateStamped } from '../../lib/records';
import type { EntryInput } from './schema';
import { takenByAnother } from '../../lib/taken';

// Dictionary entries (docs/api.md "Dictionaries"): the enabled entries of a type for every
// logged-in user, and the entries' table for the dictionaries screen.

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
  const page = await tablePage(db, q, dictData, where, SORTABLE, ...BY_SORT);
  return { ...page, rows: page.rows.map((row) => answer(row, lang)) };
}

const findEntry = (db: Db, dictCode: number): Promise<DictEntryRow> =>
  findRow(db, dictData, eq(dictData.dictCode, dictCode), missing);

export async function readEntry(db: Db, dictCode: number, lang: Lang) {
  return answer(await findEntry(db, dictCode), lang);
}

const valueTaken = (dictValue: string, dictType: string): never =>
  conflict(
    `字典键值 ${dictValue} 在 ${dictType} 中已存在`,
    `Dictionary value ${dictValue} already exists in ${dictType}`,
  );

/** The editable fields of an entry, of a known type and its value free in it; `selfCode` skips the entry itself. */
async function readValues(db: Db, input: EntryInput, selfCode: number | null) {
  const { dictType, dictLabel, dictValue } = input;
  const [type] = await db.select({ dictId: dictTypes.dictId }).from(dictTypes).where(eq(dictTypes.dictType, dictType));
  if (!type) fail(`字典类型 ${dictType} 不存在`, `Dictionary type ${dictType} does not exist`);
  const sameValue = and(eq(dictData.dictType, dictType), eq(dictData.dictValue, dictValue));
  if (await takenByAnother(db, dictData.dictCode, sameValue, selfCode)) valueTaken(dictValue, dictType);
  return {
    dictType,
    dictLabel,
    dictLabelEn: input.dictLabelEn || dictLabel,
    dictValue,
    dictSort: input.dictSort ?? 0,
    cssClass: input.cssClass,
    listClass: input.listClass,
    isDefault: input.isDefault,
    status: input.status,
    remark: input.remark,
  };
}

const keepingValueUnique = <T>(values: { dictValue: string; dictType: string }, write: () => Promise<T>): Promise<T> =>
  keepingUnique('sys_dict_data_type_value_unique', () => valueTaken(values.dictValue, values.dictType), write);

export async function createEntry(db: Db, clock: Clock, auth: Auth, lang: Lang, input: EntryInput) {
  const values = await readValues(db, input, null);
  const [row] = await keepingValueUnique(values, () =>
    db
      .insert(dictData)
      .values({ ...values, ...createdBy(auth, clock) })
      .returning(),
  );
  return answer(row, lang);
}

export async function updateEntry(db: Db, clock: Clock, auth: Auth, dictCode: number, input: EntryInput) {
  const before = await findEntry(db, dictCode);
  const values = await readValues(db, input, before.dictCode);
  await keepingValueUnique(values, () =>
    updateStamped(db, auth, clock, dictData, eq(dictData.dictCode, before.dictCode), values),
  );
}

/** Deletes every listed entry, or none when one is unknown. */
export async function deleteEntries(db: Db, codes: number[]) {
  await deleteListed(db, dictData, dictData.dictCode, codes, missing);
}
