import { beforeEach, describe, expect, it } from 'vitest';
import type { siteConfigRoutes } from '../../../server/areas/siteconfig/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { unsigned } from '../helpers/upload';

// docs/api.md "Site configuration": the one site configuration.

const full = {
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

/** The site configuration calls, as `as` (the admin by default) in `lang`. */
const site = (as = token, lang: 'zh' | 'en' = 'zh') => api<typeof siteConfigRoutes>({ token: as, lang });
const save = (json: object, as = token, lang: 'zh' | 'en' = 'zh') =>
  answer(site(as, lang).admin.siteconfig.$put({ json }));
const read = (as = token) => answer(site(as).admin.siteconfig.$get());
/** The public read, without a token. */
const visitorRead = () => answer(api<typeof siteConfigRoutes>().siteconfig.public.$get());

describe('site configuration', () => {
  it('saves all five fields, which the public call then answers without a login', async () => {
    const saved = await save(full);
    expect(saved.code).toBe(200);
    // a signed-in answer names the logo signed for its reader; the record keeps the address alone
    expect({ ...saved.data, logo: unsigned(saved.data.logo) }).toMatchObject({ ...full, updateBy: 'admin' });
    const stored = (await read()).data;
    expect({ ...stored, logo: unsigned(stored.logo) }).toMatchObject(full);
    const visitor = await visitorRead();
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
    expect((await save(body)).msg).toBe(zh);
    expect((await save(body, token, 'en')).msg).toBe(en);
    expect((await visitorRead()).data.name).toBe('课程系统');
  });

  it('is edited only with the site-config permission', async () => {
    const bd = await login('bd');
    expect((await save(full, bd)).code).toBe(403);
    expect((await read(bd)).code).toBe(403);
  });
});
