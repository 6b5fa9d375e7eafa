import { http } from 'msw';
import { db } from '../db/store';
import type { DictDataRow, ListClass } from '../db/types';
import type { Body } from '../lib/body';
import { crud } from '../lib/crud';
import type { Lang } from '../lib/lang';
import { localize, zhKey } from '../lib/localize';
import { contains, param } from '../lib/query';
import { bad, ok } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, int, text } from '../lib/validate';

// Dictionary entries (system:dict:*); entries by type are open to every logged-in user.

const LIST_CLASSES: readonly ListClass[] = ['default', 'primary', 'success', 'info', 'warning', 'danger'];

const answer = (row: DictDataRow, lang: Lang) => localize(row, lang, ['dictLabel']);
const bySort = (a: DictDataRow, b: DictDataRow) => a.dictSort - b.dictSort || a.dictCode - b.dictCode;

/** The validated editable fields of an entry; `selfCode` skips the entry itself in the uniqueness check. */
function readEntry(lang: Lang, body: Body, selfCode: number | null) {
  const dictType = text(lang, body, field('dictType', '字典类型', 'Dictionary type'), { required: true, max: 100 });
  if (!db().dictTypes.some((t) => t.dictType === dictType)) {
    bad(lang, `字典类型 ${dictType} 不存在`, `Dictionary type ${dictType} does not exist`);
  }
  const label = field(zhKey(body, 'dictLabel'), '字典标签', 'Dictionary label');
  const dictLabel = text(lang, body, label, { required: true, max: 100 });
  const dictLabelEn = text(lang, body, field('dictLabelEn', '英文标签', 'English label'), { max: 100 }) || dictLabel;
  const dictValue = text(lang, body, field('dictValue', '字典键值', 'Dictionary value'), { required: true, max: 100 });
  const clash = db().dictData.some(
    (d) => d.dictType === dictType && d.dictValue === dictValue && d.dictCode !== selfCode,
  );
  if (clash) {
    bad(
      lang,
      `字典键值 ${dictValue} 在 ${dictType} 中已存在`,
      `Dictionary value ${dictValue} already exists in ${dictType}`,
    );
  }
  return {
    dictType,
    dictLabel,
    dictLabelEn,
    dictValue,
    dictSort: int(lang, body, field('dictSort', '显示排序', 'Display order'), { max: 9999 }),
    cssClass: text(lang, body, field('cssClass', '样式属性', 'CSS class'), { max: 100 }),
    listClass: choice(lang, body, field('listClass', '回显样式', 'List style'), LIST_CLASSES, 'default') as ListClass,
    isDefault: choice(lang, body, field('isDefault', '是否默认', 'Default'), ['Y', 'N'], 'N') as 'Y' | 'N',
    status: choice(lang, body, field('status', '状态', 'Status'), ['0', '1'], '0') as '0' | '1',
    remark: text(lang, body, field('remark', '备注', 'Remark'), { max: 500 }),
  };
}

export const dictHandlers = [
  // Before the table's /{dictCode}; every screen with a dictionary tag calls it.
  http.get(
    '*/csp/system/dict/data/type/:dictType',
    withAuth(null, ({ params, lang }) => {
      const type = String(params.dictType);
      const rows = db().dictData.filter((d) => d.dictType === type && d.status === '0');
      return ok(
        lang,
        rows.sort(bySort).map((r) => answer(r, lang)),
      );
    }),
  ),
  ...crud({
    base: '/system/dict/data',
    perm: 'system:dict',
    table: () => db().dictData,
    id: 'dictCode',
    idField: field('dictCode', '字典编码', 'Dictionary code'),
    missing: ['字典数据不存在', 'The dictionary entry does not exist'],
    where: (q) => (d) =>
      (!param(q, 'dictType') || d.dictType === param(q, 'dictType')) &&
      contains(param(q, 'dictLabel'), d.dictLabel, d.dictLabelEn) &&
      (!param(q, 'status') || d.status === param(q, 'status')),
    order: bySort,
    answer,
    read: readEntry,
  }),
];
