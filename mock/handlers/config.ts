import { http, HttpResponse } from 'msw';
import { configValue } from '../db/lookup';
import { db } from '../db/store';
import type { ConfigRow } from '../db/types';
import type { Body } from '../lib/body';
import { crud } from '../lib/crud';
import type { Lang } from '../lib/lang';
import { localize, zhKey } from '../lib/localize';
import { contains, dateRange, param } from '../lib/query';
import { bad, ok } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, text } from '../lib/validate';

// System parameters (system:config:*); reading one value by key is open to every logged-in user.

/**
 * The remark in both languages: the Chinese one from `remarkZh` when the form sent it (an English
 * screen edits the English text), and the English one kept while the Chinese one is unchanged.
 */
function readRemark(lang: Lang, body: Body, selfId: number | null) {
  const remark = text(lang, body, field(zhKey(body, 'remark'), '备注', 'Remark'), { max: 500 });
  if (lang === 'en') return { remark, remarkEn: text(lang, body, field('remark', '备注', 'Remark'), { max: 500 }) };
  const before = db().configs.find((c) => c.configId === selfId);
  return { remark, remarkEn: before && before.remark === remark ? before.remarkEn : '' };
}

function readConfig(lang: Lang, body: Body, selfId: number | null) {
  const name = field(zhKey(body, 'configName'), '参数名称', 'Parameter name');
  const configName = text(lang, body, name, { required: true, max: 100 });
  const configKey = text(lang, body, field('configKey', '参数键名', 'Parameter key'), { required: true, max: 100 });
  if (db().configs.some((c) => c.configKey === configKey && c.configId !== selfId)) {
    bad(
      lang,
      `保存参数'${configName}'失败，参数键名已存在`,
      `Cannot save parameter '${configName}': the parameter key already exists`,
    );
  }
  return {
    configName,
    configNameEn: text(lang, body, field('configNameEn', '英文名称', 'English name'), { max: 100 }) || configName,
    configKey,
    configValue: text(lang, body, field('configValue', '参数键值', 'Parameter value'), { required: true, max: 500 }),
    configType: choice(
      lang,
      body,
      field('configType', '系统内置', 'Built-in'),
      ['Y', 'N'],
      'N',
    ) as ConfigRow['configType'],
    ...readRemark(lang, body, selfId),
  };
}

export const configHandlers = [
  http.get(
    '*/csp/system/config/configKey/:configKey',
    withAuth(null, ({ params }) => {
      // RuoYi puts the value in msg; this contract reads data. Both carry it.
      const value = configValue(String(params.configKey)) ?? '';
      return HttpResponse.json({ code: 200, msg: value, data: value });
    }),
  ),
  // Before the table's DELETE /{ids}, so that "refreshCache" is not read as an id.
  http.delete(
    '*/csp/system/config/refreshCache',
    withAuth('system:config:remove', ({ lang }) => ok(lang)),
  ),
  ...crud({
    base: '/system/config',
    perm: 'system:config',
    table: () => db().configs,
    id: 'configId',
    idField: field('configId', '参数主键', 'Parameter id'),
    missing: ['参数配置不存在', 'The parameter does not exist'],
    where: (q, lang) => {
      const created = dateRange(lang, q);
      return (c) =>
        contains(param(q, 'configName'), c.configName, c.configNameEn) &&
        contains(param(q, 'configKey'), c.configKey) &&
        (!param(q, 'configType') || c.configType === param(q, 'configType')) &&
        created(c.createTime);
    },
    answer: (row, lang) => localize(row, lang, ['configName', 'remark']),
    read: readConfig,
    guardDelete: (lang, row) => {
      if (row.configType === 'Y') {
        bad(lang, `内置参数【${row.configKey}】不能删除`, `Built-in parameter [${row.configKey}] cannot be deleted`);
      }
    },
  }),
];
