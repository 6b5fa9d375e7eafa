import { describe, expect, it } from 'vitest';
import { ERROR_KINDS } from '@contract/errors';
import { call, login } from '../helpers/client';

// Every refusal says its kind beside RuoYi's code (docs/api.md "Envelope"), so that the console
// can tell a record gone from a name taken from a field to fix without reading the message.

const newParameter = { configName: '站点-备案号', configNameEn: 'Site - ICP number', configValue: 'x', remark: '' };

describe('the kind of a refusal', () => {
  it('is notFound for an unknown id, read, saved or deleted', async () => {
    const token = await login('admin');
    const gone = { code: 500, msg: 'The parameter does not exist', kind: 'notFound' };
    expect(await call('/system/config/999999', { token, lang: 'en' })).toEqual(gone);
    const body = { ...newParameter, configId: 999999, configKey: 'site.gone' };
    expect(await call('/system/config', { method: 'PUT', token, lang: 'en', body })).toEqual(gone);
    expect(await call('/system/config/999999', { method: 'DELETE', token, lang: 'en' })).toEqual(gone);
  });

  it('is conflict for a key taken and for a record still in use', async () => {
    const token = await login('admin');
    const body = { ...newParameter, configKey: 'sys.index.skinName' };
    expect(await call('/system/config', { method: 'POST', token, lang: 'en', body })).toEqual({
      code: 500,
      msg: "Cannot save parameter '站点-备案号': the parameter key already exists",
      kind: 'conflict',
    });
    expect(await call('/system/role/4', { method: 'DELETE', token, lang: 'en' })).toEqual({
      code: 500,
      msg: "Role 'Teacher' is assigned to users and cannot be deleted",
      kind: 'conflict',
    });
  });

  it('is invalid for a bad field, naming it', async () => {
    const token = await login('admin');
    const body = { ...newParameter, configKey: '' };
    expect(await call('/system/config', { method: 'POST', token, lang: 'en', body })).toEqual({
      code: 500,
      msg: 'Parameter key is required',
      kind: 'invalid',
    });
  });

  it('is forbidden without the permission and unauthorised without a session, with their codes', async () => {
    const teacher = await login('teacher');
    expect(await call('/system/config/list', { token: teacher, lang: 'en' })).toEqual({
      code: 403,
      msg: 'No permission, please contact the administrator',
      kind: 'forbidden',
    });
    expect(await call('/system/config/list', { lang: 'en' })).toEqual({
      code: 401,
      msg: 'Authentication failed, unable to access system resources',
      kind: 'unauthorised',
    });
  });

  it('is one the contract declares, for every refusal of these calls', async () => {
    const token = await login('admin');
    const answers = await Promise.all([
      call('/system/config/999999', { token }),
      call('/system/config', { method: 'POST', token, body: {} }),
      call('/system/user/list', { query: { pageNum: 'x' }, token }),
    ]);
    for (const answer of answers) expect(ERROR_KINDS).toContain((answer as { kind?: string }).kind);
  });
});
