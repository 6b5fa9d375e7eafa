import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ossConfigs } from '../../../server/db/schema';
import type { storageRoutes } from '../../../server/areas/storage/routes';
import { answer, api } from '../helpers/api';
import { db } from '../helpers/harness';
import { login } from '../helpers/client';

// docs/api.md "Storage configurations": the list, writes and the one active configuration, also
// when two switches race.

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

/** The storage configuration calls, as `as` (the admin by default) in `lang`. */
const storage = (as = token, lang: 'zh' | 'en' = 'zh') =>
  api<typeof storageRoutes>({ token: as, lang }).system.oss.config;
const listPage = (query: Record<string, string> = {}, as = token) => answer(storage(as).list.$get({ query }));
const list = async () => (await listPage()).rows;
const create = (json: object) => answer(storage().$post({ json }));
const changeStatus = (json: { ossConfigId: number; status: string }, as = token) =>
  answer(storage(as).changeStatus.$put({ json }));
const remove = (ids: string, lang: 'zh' | 'en' = 'zh') =>
  answer(storage(token, lang)[':ossConfigIds'].$delete({ param: { ossConfigIds: ids } }));
const active = async () =>
  (
    await db()
      .select({ configKey: ossConfigs.configKey })
      .from(ossConfigs)
      .where(eq(ossConfigs.status, '0'))
      .orderBy(asc(ossConfigs.ossConfigId))
  ).map((c) => c.configKey);
const byKey = async (configKey: string) =>
  (await db().select().from(ossConfigs).where(eq(ossConfigs.configKey, configKey)))[0];
const NEW = {
  configKey: 'backup',
  accessKey: 'backup-key-123',
  secretKey: 'backup-secret',
  bucketName: 'csp-backup',
  endpoint: 's3.example.org',
};

describe('storage configurations', () => {
  it('lists the seeded storages with one active, access keys masked and no secrets', async () => {
    const rows = await list();
    expect(rows.map((r) => r.configKey)).toEqual(['local', 'minio', 'aliyun', 'qcloud']);
    expect(rows.filter((r) => r.status === '0').map((r) => r.configKey)).toEqual(['local']);
    const aliyun = rows.find((r) => r.configKey === 'aliyun')!;
    expect(aliyun.accessKey).toBe('LTAI************9Ab');
    expect(rows.every((r) => !('secretKey' in r))).toBe(true);
    const one = await answer(storage()[':ossConfigId'].$get({ param: { ossConfigId: String(aliyun.ossConfigId) } }));
    expect(one.data.accessKey).toBe('LTAI************9Ab');
    expect(one.data).not.toHaveProperty('secretKey');
  });

  it('filters by key, bucket and status', async () => {
    const rows = async (query: Record<string, string>) => (await listPage(query)).rows.map((r) => r.configKey);
    expect(await rows({ configKey: 'IN' })).toEqual(['minio']);
    expect(await rows({ bucketName: 'courseware' })).toEqual(['aliyun']);
    expect(await rows({ status: '1' })).toEqual(['minio', 'aliyun', 'qcloud']);
  });

  it('switching one on switches the others off; the active one cannot be switched off or deleted', async () => {
    const minio = await byKey('minio');
    const on = await changeStatus({ ossConfigId: minio.ossConfigId, status: '0' });
    expect(on.code).toBe(200);
    expect(await active()).toEqual(['minio']);
    const off = await changeStatus({ ossConfigId: minio.ossConfigId, status: '1' });
    expect(off.code).toBe(500);
    expect(off.msg).toContain('必须保留一个启用的存储配置');
    const removed = await remove(String(minio.ossConfigId), 'en');
    expect(removed).toMatchObject({ code: 500, msg: 'The active storage configuration minio cannot be deleted' });
    expect(await active()).toEqual(['minio']);
  });

  it('leaves exactly one active when two are switched on at the same moment', async () => {
    const [minio, aliyun] = [await byKey('minio'), await byKey('aliyun')];
    const switchOn = (ossConfigId: number) => changeStatus({ ossConfigId, status: '0' });
    await Promise.all([switchOn(minio.ossConfigId), switchOn(aliyun.ossConfigId)]);
    expect(await active()).toHaveLength(1);
  });

  it('deletes nothing when one of the ids is the active one', async () => {
    const [local, qcloud] = [await byKey('local'), await byKey('qcloud')];
    const reply = await remove(`${qcloud.ossConfigId},${local.ossConfigId}`);
    expect(reply).toMatchObject({ code: 500, msg: '启用中的存储配置 local 不能删除' });
    expect(await byKey('qcloud')).toBeDefined();
  });

  it('creates an inactive storage, validates it, and keeps the keys when the masked key comes back', async () => {
    const missing = await create({ ...NEW, bucketName: '' });
    expect(missing).toMatchObject({ code: 500, msg: '桶名称不能为空' });
    const noSecret = await create({ ...NEW, secretKey: '' });
    expect(noSecret).toMatchObject({ code: 500, msg: '秘钥不能为空' });
    const taken = await create({ ...NEW, configKey: 'minio' });
    expect(taken).toMatchObject({ code: 500, msg: '配置键 minio 已存在' });
    const badKey = await create({ ...NEW, configKey: '9Backup' });
    expect(badKey.code).toBe(500);
    const created = await create({ ...NEW, status: '0' });
    expect(created.code).toBe(200);
    expect(created.data.status).toBe('1');
    expect(created.data).not.toHaveProperty('secretKey');
    const edited = await answer(
      storage().$put({ json: { ...created.data, bucketName: 'csp-backup-2', secretKey: '' } }),
    );
    expect(edited.code).toBe(200);
    const row = await byKey('backup');
    expect(row).toMatchObject({ bucketName: 'csp-backup-2', accessKey: 'backup-key-123', secretKey: 'backup-secret' });
    expect((await remove(String(row.ossConfigId))).code).toBe(200);
  });

  it('needs the storage permissions', async () => {
    const teacher = await login('teacher');
    expect((await listPage({}, teacher)).code).toBe(403);
    expect((await changeStatus({ ossConfigId: 2, status: '0' }, teacher)).code).toBe(403);
  });
});
