import { http } from 'msw';
import { db } from '../db/store';
import type { DictTypeRow } from '../db/types';
import type { Body } from '../lib/body';
import { crud } from '../lib/crud';
import type { Lang } from '../lib/lang';
import { localize, zhKey } from '../lib/localize';
import { contains, dateRange, param } from '../lib/query';
import { bad, ok } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, text } from '../lib/validate';

// Dictionary types (system:dict:*): the dictionaries screen lists, creates, edits and deletes them.

const TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;

/** The validated editable fields of a type; renaming a type carries its entries along. */
function readType(lang: Lang, body: Body, selfId: number | null) {
  const name = field(zhKey(body, 'dictName'), '字典名称', 'Dictionary name');
  const dictName = text(lang, body, name, { required: true, max: 100 });
  const dictType = text(lang, body, field('dictType', '字典类型', 'Dictionary type'), { required: true, max: 100 });
  if (!TYPE_PATTERN.test(dictType)) {
    bad(
      lang,
      '字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）',
      'The dictionary type must start with a letter and hold only lowercase letters, digits and underscores',
    );
  }
  if (db().dictTypes.some((t) => t.dictType === dictType && t.dictId !== selfId)) {
    bad(
      lang,
      `保存字典'${dictName}'失败，字典类型已存在`,
      `Cannot save dictionary '${dictName}': the dictionary type already exists`,
    );
  }
  const values = {
    dictName,
    dictNameEn: text(lang, body, field('dictNameEn', '英文名称', 'English name'), { max: 100 }) || dictName,
    dictType,
    status: choice(lang, body, field('status', '状态', 'Status'), ['0', '1'], '0') as '0' | '1',
    remark: text(lang, body, field('remark', '备注', 'Remark'), { max: 500 }),
  };
  // Everything is valid: only now may the entries follow a renamed type.
  const old = db().dictTypes.find((t) => t.dictId === selfId);
  if (old && old.dictType !== dictType) {
    for (const entry of db().dictData) if (entry.dictType === old.dictType) entry.dictType = dictType;
  }
  return values;
}

const answer = (row: DictTypeRow, lang: Lang) => localize(row, lang, ['dictName']);

export const dictTypeHandlers = [
  // Before the table's /{dictId}: every type for selects, and the cache refresh of RuoYi.
  http.get(
    '*/csp/system/dict/type/optionselect',
    withAuth('system:dict:list', ({ lang }) =>
      ok(
        lang,
        db().dictTypes.map((row) => answer(row, lang)),
      ),
    ),
  ),
  http.delete(
    '*/csp/system/dict/type/refreshCache',
    withAuth('system:dict:remove', ({ lang }) => ok(lang)),
  ),
  ...crud({
    base: '/system/dict/type',
    perm: 'system:dict',
    table: () => db().dictTypes,
    id: 'dictId',
    idField: field('dictId', '字典主键', 'Dictionary id'),
    missing: ['字典类型不存在', 'The dictionary type does not exist'],
    where: (q, lang) => {
      const created = dateRange(lang, q);
      return (d) =>
        contains(param(q, 'dictName'), d.dictName, d.dictNameEn) &&
        contains(param(q, 'dictType'), d.dictType) &&
        (!param(q, 'status') || d.status === param(q, 'status')) &&
        created(d.createTime);
    },
    answer,
    read: readType,
    guardDelete: (lang, row) => {
      if (db().dictData.some((d) => d.dictType === row.dictType)) {
        bad(
          lang,
          `${row.dictName}已分配,不能删除`,
          `${row.dictNameEn || row.dictName} has entries and cannot be deleted`,
        );
      }
    },
  }),
];
