import { beforeEach, describe, expect, it } from 'vitest';
import { call, login } from '../helpers/client';
import { unsigned } from '../helpers/upload';

// docs/api.md "Site configuration": the one site configuration.

interface SiteConfig {
  name: string;
  enname: string;
  slogan: string;
  sloganEn: string;
  logo: string;
}

const full: SiteConfig = {
  name: '星火课堂',
  enname: 'Spark Classroom',
  slogan: '点亮每一堂课',
  sloganEn: 'Light up every lesson',
  logo: '/csp/system/oss/file/90004/logo.png',
};

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

describe('site configuration', () => {
  it('saves all five fields, which the public call then answers without a login', async () => {
    const saved = await call<SiteConfig & { updateBy: string }>('/admin/siteconfig', {
      method: 'PUT',
      token,
      body: full,
    });
    expect(saved.code).toBe(200);
    // a signed-in answer names the logo signed for its reader; the record keeps the address alone
    expect({ ...saved.data, logo: unsigned(saved.data.logo) }).toMatchObject({ ...full, updateBy: 'admin' });
    const read = (await call<SiteConfig>('/admin/siteconfig', { token })).data;
    expect({ ...read, logo: unsigned(read.logo) }).toMatchObject(full);
    const visitor = await call<SiteConfig>('/siteconfig/public');
    expect(visitor.data).toEqual(full);
  });

  it.each([
    ['name', '系统名称不能为空', 'Name is required'],
    ['enname', '英文名称不能为空', 'English name is required'],
    ['slogan', '标语不能为空', 'Slogan is required'],
    ['sloganEn', '英文标语不能为空', 'English slogan is required'],
    ['logo', '标志不能为空', 'Logo is required'],
  ])('requires %s', async (key, zh, en) => {
    const body = { ...full, [key]: '  ' };
    expect((await call('/admin/siteconfig', { method: 'PUT', token, body })).msg).toBe(zh);
    expect((await call('/admin/siteconfig', { method: 'PUT', token, body, lang: 'en' })).msg).toBe(en);
    expect((await call<SiteConfig>('/siteconfig/public')).data.name).toBe('课程系统');
  });

  it('is edited only with the site-config permission', async () => {
    const bd = await login('bd');
    expect((await call('/admin/siteconfig', { method: 'PUT', token: bd, body: full })).code).toBe(403);
    expect((await call('/admin/siteconfig', { token: bd })).code).toBe(403);
  });
});
