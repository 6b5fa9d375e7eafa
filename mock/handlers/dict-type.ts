import { db } from '../db/store';
import { crud } from '../lib/crud';
import { localize } from '../lib/localize';
import { contains, dateRange, param } from '../lib/query';
import { field } from '../lib/validate';

// Dictionary types, read-only for now (the dictionaries screen lists them and opens their data).
export const dictTypeHandlers = crud({
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
  answer: (row, lang) => localize(row, lang, ['dictName']),
});
