import { beforeEach, describe, expect, it } from 'vitest';
import type { configRoutes } from '../../../server/areas/config/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

/** The config calls, as the admin (or `as`) in `lang`. */
const config = (lang: 'zh' | 'en' = 'zh', as = token) => api<typeof configRoutes>({ token: as, lang }).system.config;
const list = (query: Record<string, string | number>, lang: 'zh' | 'en' = 'zh') =>
  answer(config(lang).list.$get({ query }));
const byKey = (key: string, as = token) =>
  answer(config('zh', as).configKey[':configKey'].$get({ param: { configKey: key } }));
const read = (id: number, as = token) =>
  answer(config('zh', as)[':configId'].$get({ param: { configId: String(id) } }));
const create = (json: object, lang: 'zh' | 'en' = 'zh') => answer(config(lang).$post({ json }));
const update = (json: object) => answer(config().$put({ json }));
const remove = (ids: string, lang: 'zh' | 'en' = 'zh', as = token) =>
  answer(config(lang, as)[':configIds'].$delete({ param: { configIds: ids } }));
const refreshCache = (as = token) => answer(config('zh', as).refreshCache.$delete());
const fresh = {
  configName: '站点-备案号',
  configNameEn: 'Site - ICP number',
  configKey: 'site.icp',
  configValue: '京ICP备00000000号',
  remark: '',
};

describe('config list and reads', () => {
  it('answers the seeded remarks in the request language', async () => {
    const remarkOf = async (lang: 'zh' | 'en') =>
      (await list({ pageSize: 50 }, lang)).rows.find((r) => r.configKey === 'sys.account.captchaEnabled')?.remark;
    expect(await remarkOf('zh')).toBe('true 开启验证码，false 关闭');
    expect(await remarkOf('en')).toBe('true shows the captcha, false hides it');
  });

  it('lists the seeded parameters with names in the request language', async () => {
    const all = await list({ pageSize: 50 }, 'en');
    expect(all.total).toBe(12);
    const captcha = all.rows.find((r) => r.configKey === 'sys.account.captchaEnabled');
    expect(captcha).toMatchObject({
      configName: 'Account - captcha on login',
      configNameZh: '账号自助-验证码开关',
      configValue: 'true',
      configType: 'Y',
    });
    expect(all.rows.map((r) => r.configKey)).toEqual(
      expect.arrayContaining(['sys.account.registerUser', 'sys.index.skinName', 'sys.user.initPassword']),
    );
  });

  it('filters by name, key, type and creation date', async () => {
    expect((await list({ configName: '验证码' })).rows.map((r) => r.configKey)).toEqual([
      'sys.account.captchaEnabled',
      'sys.account.captchaPlainText',
    ]);
    expect((await list({ configName: 'skin' })).rows.map((r) => r.configKey)).toEqual(['sys.index.skinName']);
    expect((await list({ configKey: 'sys.user' })).total).toBe(1);
    expect((await list({ configType: 'N' })).total).toBe(2);
    expect((await list({ 'params[beginTime]': '2024-08-02' })).total).toBe(0);
    expect((await list({ 'params[endTime]': '2024-08-01' })).total).toBe(12);
  });

  it('reads one parameter, and a value by key only with the permission to read parameters', async () => {
    const one = await read(5);
    expect(one.data).toMatchObject({ configKey: 'sys.user.initPassword', configValue: '123456' });
    expect(await byKey('sys.user.initPassword', token)).toEqual({ code: 200, msg: '123456', data: '123456' });
    expect(await byKey('no.such.key', token)).toEqual({ code: 200, msg: '', data: '' });
    // a teacher reads the public keys only (tests/server/config/config-key-access.test.ts)
    const teacher = await login('teacher');
    expect((await byKey('sys.user.initPassword', teacher)).code).toBe(403);
    expect((await byKey('no.such.key', teacher)).code).toBe(403);
    expect((await read(5, teacher)).code).toBe(403);
  });
});

describe('config writes', () => {
  it('creates, updates and deletes a parameter', async () => {
    const created = await create(fresh);
    expect(created.code).toBe(200);
    expect((await byKey('site.icp')).data).toBe('京ICP备00000000号');
    const id = created.data.configId;
    expect((await update({ ...created.data, configValue: 'changed' })).code).toBe(200);
    expect((await byKey('site.icp')).data).toBe('changed');
    expect((await read(id)).data.configName).toBe('站点-备案号');
    expect(await remove(String(id))).toEqual({ code: 200, msg: '操作成功' });
    expect((await byKey('site.icp')).data).toBe('');
  });

  it.each([
    [{ ...fresh, configName: '' }, 'Parameter name is required', 'invalid'],
    [{ ...fresh, configKey: '' }, 'Parameter key is required', 'invalid'],
    [{ ...fresh, configValue: '' }, 'Parameter value is required', 'invalid'],
    [
      { ...fresh, configKey: 'sys.index.skinName' },
      "Cannot save parameter '站点-备案号': the parameter key already exists",
      'conflict',
    ],
    [{ ...fresh, configType: 'X' }, 'Built-in must be one of: Y, N', 'invalid'],
  ])('refuses %j without saving', async (body, msg, kind) => {
    expect(await create(body, 'en')).toEqual({ code: 500, msg, kind });
    expect((await list({})).total).toBe(12);
  });

  it('refuses to take another parameter key on update', async () => {
    const one = await read(7);
    const reply = await update({ ...one.data, configKey: 'sys.index.skinName' });
    expect(reply.code).toBe(500);
    expect((await byKey('course.upload.maxSizeMb')).data).toBe('5');
  });

  it('keeps built-in parameters from deletion, and deletes nothing then', async () => {
    const reply = await remove('7,1', 'en');
    expect(reply).toEqual({
      code: 500,
      msg: 'Built-in parameter [sys.account.captchaEnabled] cannot be deleted',
      kind: 'invalid',
    });
    expect((await remove('7,1')).msg).toBe('内置参数【sys.account.captchaEnabled】不能删除');
    expect((await list({})).total).toBe(12);
    expect((await remove('7,8')).code).toBe(200);
    expect((await list({})).total).toBe(10);
  });

  it('refreshes the cache for those who may remove parameters', async () => {
    expect(await refreshCache()).toEqual({ code: 200, msg: '操作成功' });
    expect((await refreshCache(await login('teacher'))).code).toBe(403);
  });
});
