import { beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { dictTypes } from '../../../server/db/schema';
import type { dictRoutes } from '../../../server/areas/dict/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { db } from '../helpers/harness';

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

/** The dictionary calls, as the admin in `lang`. */
const dict = (lang: 'zh' | 'en' = 'zh') => api<typeof dictRoutes>({ token, lang }).system.dict;
const entriesOf = (type: string, lang: 'zh' | 'en' = 'zh') =>
  answer(dict(lang).data.type[':dictType'].$get({ param: { dictType: type } }));
const byType = async (type: string, lang: 'zh' | 'en' = 'zh') => (await entriesOf(type, lang)).data;
const entries = (query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh') =>
  answer(dict(lang).data.list.$get({ query }));
const readEntry = (dictCode: number | string, lang: 'zh' | 'en' = 'zh') =>
  answer(dict(lang).data[':dictCode'].$get({ param: { dictCode: String(dictCode) } }));
const createEntry = (json: object, lang: 'zh' | 'en' = 'zh') => answer(dict(lang).data.$post({ json }));
const updateEntry = (json: object, lang: 'zh' | 'en' = 'zh') => answer(dict(lang).data.$put({ json }));
const removeEntries = (dictCodes: string, lang: 'zh' | 'en' = 'zh') =>
  answer(dict(lang).data[':dictCodes'].$delete({ param: { dictCodes } }));
const types = (query: Record<string, string | number>, lang: 'zh' | 'en' = 'zh') =>
  answer(dict(lang).type.list.$get({ query }));

describe('dictionary entries by type', () => {
  it('answers the labels in the request language, in sort order', async () => {
    expect((await byType('sys_user_sex')).map((e) => [e.dictValue, e.dictLabel])).toEqual([
      ['0', '男'],
      ['1', '女'],
      ['2', '未知'],
    ]);
    expect((await byType('sys_user_sex', 'en')).map((e) => e.dictLabel)).toEqual(['Male', 'Female', 'Unknown']);
    expect((await byType('sys_normal_disable', 'en')).map((e) => [e.dictLabel, e.listClass])).toEqual([
      ['Normal', 'primary'],
      ['Disabled', 'danger'],
    ]);
  });

  it('keeps both originals for edit forms', async () => {
    const [male] = await byType('sys_user_sex', 'en');
    expect(male).toMatchObject({
      dictLabel: 'Male',
      dictLabelZh: '男',
      dictLabelEn: 'Male',
      dictType: 'sys_user_sex',
      isDefault: 'Y',
      status: '0',
    });
  });

  it('seeds the seven school types and the business dictionaries', async () => {
    expect(await byType('school_type')).toHaveLength(7);
    expect((await byType('school_stage', 'en')).map((e) => e.dictLabel)).toEqual([
      'Primary',
      'Middle',
      'High',
      'Preparatory',
    ]);
    for (const type of [
      'sys_yes_no',
      'approval_status',
      'approval_mode',
      'activity_state',
      'message_read',
      'banner_link_type',
    ]) {
      expect((await byType(type)).length).toBeGreaterThan(1);
    }
  });

  it('answers an empty list for an unknown type', async () => {
    expect(await entriesOf('no_such_type')).toEqual({
      code: 200,
      msg: '操作成功',
      data: [],
    });
  });

  it('leaves out disabled entries, and the list reorders by dictSort', async () => {
    const [male] = await byType('sys_user_sex');
    await updateEntry({ ...male, status: '1' });
    expect((await byType('sys_user_sex')).map((e) => e.dictValue)).toEqual(['1', '2']);
    const [female] = await byType('sys_user_sex');
    await updateEntry({ ...female, dictSort: 9 });
    expect((await byType('sys_user_sex')).map((e) => e.dictValue)).toEqual(['2', '1']);
  });
});

describe('dictionary entry list', () => {
  it('filters by type, label (either language) and status, and pages', async () => {
    const list = await entries({ dictType: 'school_type', pageNum: 2, pageSize: 5 });
    expect(list.total).toBe(7);
    expect(list.rows.map((r) => r.dictValue)).toEqual(['5', '6']);
    const found = await entries({ dictLabel: '女' }, 'en');
    expect(found.rows.map((r) => r.dictLabel)).toEqual(['Female']);
    const en = await entries({ dictLabel: 'female' });
    expect(en.rows.map((r) => r.dictLabel)).toEqual(['女']);
  });

  it('clamps a page past the end to the last page and sorts on request', async () => {
    const list = await entries({ dictType: 'school_type', pageNum: 9, pageSize: 5 });
    expect(list.rows.map((r) => r.dictValue)).toEqual(['5', '6']);
    const desc = await entries({ dictType: 'school_stage', orderByColumn: 'dictSort', isAsc: 'desc' });
    expect(desc.rows.map((r) => r.dictValue)).toEqual(['4', '3', '2', '1']);
  });

  it('uses a page size of 10 when none is given', async () => {
    const list = await entries();
    expect(list.rows).toHaveLength(10);
    expect(list.total).toBeGreaterThan(10);
  });
});

describe('dictionary entry CRUD', () => {
  const base = {
    dictType: 'school_stage',
    dictLabel: '职高',
    dictLabelEn: 'Vocational',
    dictValue: '5',
    dictSort: 5,
    listClass: 'info',
  };

  it('creates, reads, updates and deletes an entry', async () => {
    const created = await createEntry(base);
    expect(created.code).toBe(200);
    const code = created.data.dictCode;
    const one = await readEntry(code, 'en');
    expect(one.data).toMatchObject({
      dictLabel: 'Vocational',
      dictLabelZh: '职高',
      listClass: 'info',
      status: '0',
      createBy: 'admin',
    });
    expect(one.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await byType('school_stage', 'en')).map((e) => e.dictLabel)).toContain('Vocational');

    // An edit form opened in English sends the English label as dictLabel and the originals beside it.
    const updated = await updateEntry({ ...one.data, dictLabelEn: 'Vocational school' }, 'en');
    expect(updated.code).toBe(200);
    const again = await readEntry(code);
    expect(again.data).toMatchObject({ dictLabel: '职高', dictLabelEn: 'Vocational school' });

    expect(await removeEntries(String(code))).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await readEntry(code, 'en')).msg).toBe('The dictionary entry does not exist');
  });

  it.each([
    [{ ...base, dictLabel: '' }, 'Dictionary label is required', 'invalid'],
    [{ ...base, dictValue: '' }, 'Dictionary value is required', 'invalid'],
    [{ ...base, dictType: 'nope' }, 'Dictionary type nope does not exist', 'invalid'],
    [{ ...base, dictValue: '1' }, 'Dictionary value 1 already exists in school_stage', 'conflict'],
    [
      { ...base, listClass: 'pink' },
      'List style must be one of: default, primary, success, info, warning, danger',
      'invalid',
    ],
    [{ ...base, dictSort: 'first' }, 'Display order must be a whole number', 'invalid'],
    [{ ...base, status: '2' }, 'Status must be one of: 0, 1', 'invalid'],
    [{ ...base, dictLabel: 'x'.repeat(101) }, 'Dictionary label must be 1 to 100 characters long', 'invalid'],
  ])('refuses %j without saving', async (body, msg, kind) => {
    expect(await createEntry(body, 'en')).toEqual({
      code: 500,
      msg,
      kind,
    });
    expect(await byType('school_stage')).toHaveLength(4);
  });

  it('names the field in Chinese too', async () => {
    expect(await createEntry({ ...base, dictValue: '' })).toEqual({
      code: 500,
      msg: '字典键值不能为空',
      kind: 'invalid',
    });
  });

  it('refuses to update a missing entry and deletes nothing when one id is unknown', async () => {
    expect((await updateEntry({ ...base, dictCode: 999 }, 'en')).msg).toBe('The dictionary entry does not exist');
    expect((await removeEntries('1,999')).code).toBe(500);
    expect((await readEntry(1)).code).toBe(200);
    expect((await removeEntries('abc', 'en')).msg).toBe('Dictionary code must be numbers separated by commas');
  });

  it('deletes several comma-joined entries', async () => {
    expect((await removeEntries('1,2')).code).toBe(200);
    expect((await byType('sys_user_sex')).map((e) => e.dictValue)).toEqual(['2']);
  });
});

describe('dictionary types', () => {
  it('lists and reads types with the name in the request language', async () => {
    const list = await types({ dictType: 'school' }, 'en');
    expect(list.rows.map((r) => r.dictType)).toEqual(['school_type', 'school_stage']);
    const one = await answer(dict().type[':dictId'].$get({ param: { dictId: String(list.rows[0].dictId) } }));
    expect(one.data).toMatchObject({ dictName: '学校类型', dictNameEn: 'School type', status: '0' });
    expect((await answer(dict().type[':dictId'].$get({ param: { dictId: '999' } }))).code).toBe(500);
  });

  it('filters types by creation date', async () => {
    const none = await types({ 'params[beginTime]': '2030-01-01' });
    expect(none.total).toBe(0);
    const all = await types({ 'params[beginTime]': '2024-08-01', 'params[endTime]': '2024-08-01' });
    // every seeded type was created that day
    expect(all.total).toBe((await db().select({ n: count() }).from(dictTypes))[0].n);
    expect(all.total).toBeGreaterThanOrEqual(10);
    const bad = await types({ 'params[endTime]': '01/08/2024' }, 'en');
    expect(bad).toEqual({ code: 500, msg: 'params[endTime] must be a date as yyyy-MM-dd', kind: 'invalid' });
  });
});
