import { describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_KEYS } from '../../../server/areas/config/public-keys';
import { call, login, setConfig } from '../helpers/client';

// docs/api.md "Config": GET /system/config/configKey/{key} answers a parameter to a caller who may
// read parameters (system:config:query); the few keys the console needs before login and for every
// role (server/areas/config/public-keys.ts) are answered to anyone, logged in or not.

const byKey = (key: string, token?: string, lang: 'zh' | 'en' = 'en') =>
  call<string>(`/system/config/configKey/${key}`, { token, lang });

const FORBIDDEN = { code: 403, msg: 'No permission, please contact the administrator', kind: 'forbidden' };

describe('GET /system/config/configKey/{key}', () => {
  it('refuses the initial password to a teacher and to a school administrator', async () => {
    for (const account of ['teacher', 'schooladmin', 'principal']) {
      expect(await byKey('sys.user.initPassword', await login(account))).toEqual(FORBIDDEN);
    }
  });

  it('refuses a parameter outside the public list without a login', async () => {
    expect(await byKey('sys.user.initPassword')).toMatchObject({ code: 401 });
    expect(await byKey('sys.login.blackIPList')).toMatchObject({ code: 401 });
  });

  it('answers any parameter to the administrator, who may read them', async () => {
    const token = await login('admin');
    expect(await byKey('sys.user.initPassword', token)).toEqual({ code: 200, msg: '123456', data: '123456' });
    expect(await byKey('no.such.key', token)).toEqual({ code: 200, msg: '', data: '' });
  });

  it('answers the public keys logged out and to every role, as they stand', async () => {
    expect([...PUBLIC_CONFIG_KEYS].sort()).toEqual(
      ['sys.account.captchaEnabled', 'sys.account.registerUser', 'sys.index.sideTheme', 'sys.index.skinName'].sort(),
    );
    await setConfig(await login('admin'), 'sys.account.registerUser', 'false');
    expect(await byKey('sys.account.registerUser')).toEqual({ code: 200, msg: 'false', data: 'false' });
    expect(await byKey('sys.index.skinName')).toEqual({ code: 200, msg: 'skin-blue', data: 'skin-blue' });
    for (const account of ['teacher', 'leader', 'bd']) {
      const token = await login(account);
      for (const key of PUBLIC_CONFIG_KEYS) expect((await byKey(key, token)).code).toBe(200);
    }
  });
});
