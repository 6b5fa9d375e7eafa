import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ossConfigs } from '../../../server/db/schema';
import { db } from '../helpers/harness';
import { call, login } from '../helpers/client';

// docs/api.md "Storage configurations": the list, writes and the one active configuration, also
// when two switches race.

interface Storage {
  ossConfigId: number;
  configKey: string;
  accessKey: string;
  secretKey?: string;
  bucketName: string;
  endpoint: string;
  status: string;
}

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

const list = async () => (await call<unknown, Storage>('/system/oss/config/list', { token })).rows;
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
    const one = await call<Storage>(`/system/oss/config/${aliyun.ossConfigId}`, { token });
    expect(one.data.accessKey).toBe('LTAI************9Ab');
    expect(one.data).not.toHaveProperty('secretKey');
  });

  it('filters by key, bucket and status', async () => {
    const rows = async (query: Record<string, string>) =>
      (await call<unknown, Storage>('/system/oss/config/list', { token, query })).rows.map((r) => r.configKey);
    expect(await rows({ configKey: 'IN' })).toEqual(['minio']);
    expect(await rows({ bucketName: 'courseware' })).toEqual(['aliyun']);
    expect(await rows({ status: '1' })).toEqual(['minio', 'aliyun', 'qcloud']);
  });

  it('switching one on switches the others off; the active one cannot be switched off or deleted', async () => {
    const minio = await byKey('minio');
    const on = await call('/system/oss/config/changeStatus', {
      method: 'PUT',
      token,
      body: { ossConfigId: minio.ossConfigId, status: '0' },
    });
    expect(on.code).toBe(200);
    expect(await active()).toEqual(['minio']);
    const off = await call('/system/oss/config/changeStatus', {
      method: 'PUT',
      token,
      body: { ossConfigId: minio.ossConfigId, status: '1' },
    });
    expect(off.code).toBe(500);
    expect(off.msg).toContain('必须保留一个启用的存储配置');
    const removed = await call(`/system/oss/config/${minio.ossConfigId}`, { method: 'DELETE', token, lang: 'en' });
    expect(removed).toMatchObject({ code: 500, msg: 'The active storage configuration minio cannot be deleted' });
    expect(await active()).toEqual(['minio']);
  });

  it('leaves exactly one active when two are switched on at the same moment', async () => {
    const [minio, aliyun] = [await byKey('minio'), await byKey('aliyun')];
    const switchOn = (ossConfigId: number) =>
      call('/system/oss/config/changeStatus', { method: 'PUT', token, body: { ossConfigId, status: '0' } });
    await Promise.all([switchOn(minio.ossConfigId), switchOn(aliyun.ossConfigId)]);
    expect(await active()).toHaveLength(1);
  });

  it('deletes nothing when one of the ids is the active one', async () => {
    const [local, qcloud] = [await byKey('local'), await byKey('qcloud')];
    const reply = await call(`/system/oss/config/${qcloud.ossConfigId},${local.ossConfigId}`, {
      method: 'DELETE',
      token,
    });
    expect(reply).toMatchObject({ code: 500, msg: '启用中的存储配置 local 不能删除' });
    expect(await byKey('qcloud')).toBeDefined();
  });

  it('creates an inactive storage, validates it, and keeps the keys when the masked key comes back', async () => {
    const missing = await call('/system/oss/config', { method: 'POST', token, body: { ...NEW, bucketName: '' } });
    expect(missing).toMatchObject({ code: 500, msg: '桶名称不能为空' });
    const noSecret = await call('/system/oss/config', { method: 'POST', token, body: { ...NEW, secretKey: '' } });
    expect(noSecret).toMatchObject({ code: 500, msg: '秘钥不能为空' });
    const taken = await call('/system/oss/config', { method: 'POST', token, body: { ...NEW, configKey: 'minio' } });
    expect(taken).toMatchObject({ code: 500, msg: '配置键 minio 已存在' });
    const badKey = await call('/system/oss/config', { method: 'POST', token, body: { ...NEW, configKey: '9Backup' } });
    expect(badKey.code).toBe(500);
    const created = await call<Storage>('/system/oss/config', { method: 'POST', token, body: { ...NEW, status: '0' } });
    expect(created.code).toBe(200);
    expect(created.data.status).toBe('1');
    expect(created.data).not.toHaveProperty('secretKey');
    const edited = await call('/system/oss/config', {
      method: 'PUT',
      token,
      body: { ...created.data, bucketName: 'csp-backup-2', secretKey: '' },
    });
    expect(edited.code).toBe(200);
    const row = await byKey('backup');
    expect(row).toMatchObject({ bucketName: 'csp-backup-2', accessKey: 'backup-key-123', secretKey: 'backup-secret' });
    expect((await call(`/system/oss/config/${row.ossConfigId}`, { method: 'DELETE', token })).code).toBe(200);
  });

  it('needs the storage permissions', async () => {
    const teacher = await login('teacher');
    expect((await call('/system/oss/config/list', { token: teacher })).code).toBe(403);
    expect(
      (
        await call('/system/oss/config/changeStatus', {
          method: 'PUT',
          token: teacher,
          body: { ossConfigId: 2, status: '0' },
        })
      ).code,
    ).toBe(403);
  });
});
