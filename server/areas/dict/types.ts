import { and, asc, eq, inArray } from 'drizzle-orm';
import { dictData, dictTypes } from '../../db/schema';
import type { Db } from '../../db/types';
import { localize } from '../../lib/bilingual';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { keepingUnique } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, dateRange, param, type Query, tablePage } from '../../lib/paging';
import { answered, findRow, createdBy, updateStamped } from '../../lib/records';
import type { DictTypeInput } from './schema';
import { takenByAnother } from '../../lib/taken';

// Dictionary types (docs/api.md "Dictionaries"): the dictionaries screen lists, creates, edits and
// deletes them. Renaming a type carries its entries along: the entries' foreign key follows it.

type DictTypeRow = typeof dictTypes.$inferSelect;

const answer = (row: DictTypeRow, lang: Lang) => localize(answered(row), lang, ['dictName']);
const missing = (): never => notFound('字典类型不存在', 'The dictionary type does not exist');
const typeTaken = (name: string): never =>
  conflict(
    `保存字典'${name}'失败，字典类型已存在`,
    `Cannot save dictionary '${name}': the dictionary type already exists`,
  );

const SORTABLE = {
  dictId: dictTypes.dictId,
  dictName: dictTypes.dictName,
  dictType: dictTypes.dictType,
  status: dictTypes.status,
  createTime: dictTypes.createTime,
};

export async function listDictTypes(db: Db, q: Query, lang: Lang) {
  const status = param(q, 'status');
  const where = and(
    containsText(param(q, 'dictName'), dictTypes.dictName, dictTypes.dictNameEn),
    containsText(param(q, 'dictType'), dictTypes.dictType),
    status ? eq(dictTypes.status, status) : undefined,
    dateRange(q, dictTypes.createTime),
  );
  const page = await tablePage(db, q, dictTypes, where, SORTABLE, asc(dictTypes.dictId));
  return { ...page, rows: page.rows.map((row) => answer(row, lang)) };
}

/** Every type, for selects. */
export async function dictTypeOptions(db: Db, lang: Lang) {
  const rows = await db.select().from(dictTypes).orderBy(asc(dictTypes.dictId));
  return rows.map((row) => answer(row, lang));
}

const findType = (db: Db, dictId: number): Promise<DictTypeRow> =>
  findRow(db, dictTypes, eq(dictTypes.dictId, dictId), missing);

export async function readDictType(db: Db, dictId: number, lang: Lang) {
  return answer(await findType(db, dictId), lang);
}

/** The editable fields of a type, its type code free; `selfId` skips the type itself. */
async function readValues(db: Db, input: DictTypeInput, selfId: number | null) {
  const { dictName, dictType } = input;
  if (await takenByAnother(db, dictTypes.dictId, eq(dictTypes.dictType, dictType), selfId)) typeTaken(dictName);
  return {
    dictName,
    dictNameEn: input.dictNameEn || dictName,
    dictType,
    status: input.status,
    remark: input.remark,
  };
}

const keepingTypeUnique = <T>(dictName: string, write: () => Promise<T>): Promise<T> =>
  keepingUnique('sys_dict_type_dict_type_unique', () => typeTaken(dictName), write);

export async function createDictType(db: Db, clock: Clock, auth: Auth, lang: Lang, input: DictTypeInput) {
  const values = await readValues(db, input, null);
  const [row] = await keepingTypeUnique(values.dictName, () =>
    db
      .insert(dictTypes)
      .values({ ...values, ...createdBy(auth, clock) })
      .returning(),
  );
  return answer(row, lang);
}

export async function updateDictType(db: Db, clock: Clock, auth: Auth, dictId: number, input: DictTypeInput) {
  const before = await findType(db, dictId);
  const values = await readValues(db, input, before.dictId);
  await keepingTypeUnique(values.dictName, () =>
    updateStamped(db, auth, clock, dictTypes, eq(dictTypes.dictId, before.dictId), values),
  );
}

/** Deletes every listed type, or none when one is unknown or still has entries. */
export async function deleteDictTypes(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    const found = await tx.select().from(dictTypes).where(inArray(dictTypes.dictId, ids));
    const used = new Set(
      (
        await tx
          .selectDistinct({ dictType: dictData.dictType })
          .from(dictData)
          .where(
            inArray(
              dictData.dictType,
              found.map((t) => t.dictType),
            ),
          )
      ).map((r) => r.dictType),
    );
    for (const id of ids) {
      const row = found.find((t) => t.dictId === id) ?? missing();
      if (used.has(row.dictType)) {
        conflict(
          `${row.dictName}已分配,不能删除`,
          `${row.dictNameEn || row.dictName} has entries and cannot be deleted`,
        );
      }
    }
    await tx.delete(dictTypes).where(inArray(dictTypes.dictId, ids));
  });
}
