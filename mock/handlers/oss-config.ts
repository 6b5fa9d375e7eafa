import { http } from 'msw';
import { db } from '../db/store';
import type { OssConfigRow } from '../db/tool-types';
import { readJson, type Body } from '../lib/body';
import { formatTime } from '../lib/clock';
import { crud } from '../lib/crud';
import type { Lang } from '../lib/lang';
import { contains, param } from '../lib/query';
import { bad, ok } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, int, text } from '../lib/validate';

// Storage configurations (system:oss:*): where uploads go. Exactly one is active (status "0");
// switching one on switches the others off, and the active one can be neither switched off nor
// deleted. Keys are write-only: answers mask the access key and never carry the secret; a write
// that sends the masked access key back (or no secret) keeps the stored one.

const KEY_PATTERN = /^[a-z][a-z0-9_-]*$/;
const ID = field('ossConfigId', '存储配置主键', 'Storage configuration id');

/** `LTAI5tQx8demoKey9Ab` → `LTAI************9Ab`: enough to tell keys apart, not to use one. */
export function maskKey(key: string): string {
  if (key.length <= 6) return '*'.repeat(key.length);
  return `${key.slice(0, 4)}${'*'.repeat(Math.min(12, key.length - 7))}${key.slice(-3)}`;
}

function answer(row: OssConfigRow) {
  const copy: Partial<OssConfigRow> = { ...row, accessKey: maskKey(row.accessKey) };
  delete copy.secretKey;
  return copy;
}

function readStorage(lang: Lang, body: Body, selfId: number | null) {
  const configKey = text(lang, body, field('configKey', '配置键', 'Configuration key'), {
    required: true,
    min: 2,
    max: 20,
  });
  if (!KEY_PATTERN.test(configKey)) {
    bad(
      lang,
      '配置键只能包含小写字母、数字、下划线和短横线，且以字母开头',
      'The configuration key must start with a letter and hold only lowercase letters, digits, _ and -',
    );
  }
  if (db().ossConfigs.some((c) => c.configKey === configKey && c.ossConfigId !== selfId)) {
    bad(lang, `配置键 ${configKey} 已存在`, `The configuration key ${configKey} already exists`);
  }
  const current = db().ossConfigs.find((c) => c.ossConfigId === selfId);
  const secret = text(lang, body, field('secretKey', '秘钥', 'Secret key'), { required: !current, min: 2, max: 100 });
  const accessKey = text(lang, body, field('accessKey', 'AccessKey', 'Access key'), {
    required: true,
    min: 2,
    max: 100,
  });
  return {
    configKey,
    accessKey: current && accessKey === maskKey(current.accessKey) ? current.accessKey : accessKey,
    secretKey: secret || current?.secretKey || '',
    bucketName: text(lang, body, field('bucketName', '桶名称', 'Bucket'), { required: true, min: 2, max: 100 }),
    prefix: text(lang, body, field('prefix', '前缀', 'Prefix'), { max: 100 }),
    endpoint: text(lang, body, field('endpoint', '访问站点', 'Endpoint'), { required: true, min: 2, max: 100 }),
    domain: text(lang, body, field('domain', '自定义域名', 'Custom domain'), { max: 100 }),
    isHttps: choice(lang, body, field('isHttps', '是否HTTPS', 'HTTPS'), ['Y', 'N'], 'N') as 'Y' | 'N',
    region: text(lang, body, field('region', '域', 'Region'), { max: 100 }),
    accessPolicy: choice(lang, body, field('accessPolicy', '桶权限类型', 'Bucket access'), ['0', '1', '2'], '1') as
      '0' | '1' | '2',
    // New ones start inactive; the status changes only through changeStatus.
    status: current?.status ?? ('1' as const),
    remark: text(lang, body, field('remark', '备注', 'Remark'), { max: 500 }),
  };
}

const changeStatus = http.put(
  '*/csp/system/oss/config/changeStatus',
  withAuth('system:oss:edit', async ({ request, lang, user }) => {
    const body = await readJson(request);
    const id = int(lang, body, ID, { required: true });
    const status = choice(lang, body, field('status', '状态', 'Status'), ['0', '1'], '');
    if (!status) bad(lang, '状态不能为空', 'Status is required');
    const row =
      db().ossConfigs.find((c) => c.ossConfigId === id) ??
      bad(lang, '存储配置不存在', 'The storage configuration does not exist');
    if (status === '1' && row.status === '0') {
      bad(
        lang,
        '必须保留一个启用的存储配置，请先启用另一个',
        'One storage configuration must stay active: switch another one on instead',
      );
    }
    const stamp = { updateBy: user.userName, updateTime: formatTime() };
    if (status === '0') {
      for (const other of db().ossConfigs)
        if (other !== row && other.status === '0') Object.assign(other, { status: '1' }, stamp);
      Object.assign(row, { status: '0' }, stamp);
    }
    return ok(lang);
  }),
);

export const ossConfigHandlers = [
  changeStatus,
  ...crud({
    base: '/system/oss/config',
    perm: 'system:oss',
    table: () => db().ossConfigs,
    id: 'ossConfigId',
    idField: ID,
    missing: ['存储配置不存在', 'The storage configuration does not exist'],
    where: (q) => (c) =>
      contains(param(q, 'configKey'), c.configKey) &&
      contains(param(q, 'bucketName'), c.bucketName) &&
      (!param(q, 'status') || c.status === param(q, 'status')),
    order: (a, b) => a.ossConfigId - b.ossConfigId,
    answer,
    read: readStorage,
    guardDelete: (lang, row) => {
      if (row.status === '0') {
        bad(
          lang,
          `启用中的存储配置 ${row.configKey} 不能删除`,
          `The active storage configuration ${row.configKey} cannot be deleted`,
        );
      }
    },
  }),
];
