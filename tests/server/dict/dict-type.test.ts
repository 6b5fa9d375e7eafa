import { beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { dictData, dictTypes } from '../../../server/db/schema';
import { call, login } from '../helpers/client';
import { db } from '../helpers/harness';

interface DictType {
  dictId: number;
  dictName: string;
  dictNameZh: string;
  dictNameEn: string;
  dictType: string;
  status: string;
}

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

// The dictionary tables' counts, to check what a call wrote.
const typeCount = async () => (await db().select({ n: count() }).from(dictTypes))[0].n;
const entryCount = async (type: string) =>
  (await db().select({ n: count() }).from(dictData).where(eq(dictData.dictType, type)))[0].n;
const typeId = async (type: string) =>
  (await db().select({ dictId: dictTypes.dictId }).from(dictTypes).where(eq(dictTypes.dictType, type)))[0]?.dictId;

const NEW = { dictNameZh: '课程难度', dictNameEn: 'Course level', dictType: 'course_level', status: '0', remark: '' };

describe('dictionary type writes', () => {
  it('creates a type with both names and answers it in the request language', async () => {
    const created = await call<DictType>('/system/dict/type', { method: 'POST', token, body: NEW, lang: 'en' });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ dictName: 'Course level', dictNameZh: '课程难度', dictType: 'course_level' });
    const list = await call<unknown, DictType>('/system/dict/type/list', {
      token,
      query: { dictType: 'course_level' },
    });
    expect(list.rows.map((r) => r.dictName)).toEqual(['课程难度']);
  });

  it('refuses a missing name, a bad or taken type, with nothing saved', async () => {
    const before = await typeCount();
    const noName = await call('/system/dict/type', { method: 'POST', token, body: { ...NEW, dictNameZh: '' } });
    expect(noName).toMatchObject({ code: 500, msg: '字典名称不能为空' });
    const badType = await call('/system/dict/type', {
      method: 'POST',
      token,
      body: { ...NEW, dictType: 'Course-Level' },
    });
    expect(badType.code).toBe(500);
    expect(badType.msg).toContain('字典类型必须以字母开头');
    const taken = await call('/system/dict/type', {
      method: 'POST',
      token,
      body: { ...NEW, dictType: 'sys_user_sex' },
    });
    expect(taken).toMatchObject({ code: 500, msg: "保存字典'课程难度'失败，字典类型已存在" });
    const en = await call('/system/dict/type', {
      method: 'POST',
      token,
      lang: 'en',
      body: { ...NEW, dictType: 'sys_user_sex' },
    });
    expect(en.msg).toBe("Cannot save dictionary '课程难度': the dictionary type already exists");
    expect(await typeCount()).toBe(before);
  });

  it('updates a type and carries its entries along when the type is renamed', async () => {
    const sexId = await typeId('sys_user_sex');
    const saved = await call('/system/dict/type', {
      method: 'PUT',
      token,
      body: { dictId: sexId, dictNameZh: '性别', dictNameEn: 'Gender', dictType: 'user_gender', status: '0' },
    });
    expect(saved.code).toBe(200);
    expect(await entryCount('user_gender')).toBe(3);
    expect(await entryCount('sys_user_sex')).toBe(0);
  });

  it('deletes an empty type and refuses one that has entries', async () => {
    const created = await call<DictType>('/system/dict/type', { method: 'POST', token, body: NEW });
    const usedId = await typeId('sys_user_sex');
    const refused = await call(`/system/dict/type/${created.data.dictId},${usedId}`, { method: 'DELETE', token });
    expect(refused).toMatchObject({ code: 500, msg: '用户性别已分配,不能删除' });
    expect(await typeId('course_level')).toBe(created.data.dictId);
    const deleted = await call(`/system/dict/type/${created.data.dictId}`, { method: 'DELETE', token });
    expect(deleted.code).toBe(200);
    expect(await typeId('course_level')).toBeUndefined();
  });

  it('lists every type for selects and refreshes the cache', async () => {
    const options = await call<DictType[]>('/system/dict/type/optionselect', { token, lang: 'en' });
    expect(options.data.map((t) => t.dictType)).toContain('sys_user_sex');
    expect(options.data.find((t) => t.dictType === 'sys_user_sex')?.dictName).toBe('User gender');
    expect((await call('/system/dict/type/refreshCache', { method: 'DELETE', token })).code).toBe(200);
  });

  it('needs the dictionary permissions', async () => {
    const teacher = await login('teacher');
    expect((await call('/system/dict/type', { method: 'POST', token: teacher, body: NEW })).code).toBe(403);
    expect((await call('/system/dict/type/1', { method: 'DELETE', token: teacher })).code).toBe(403);
    expect((await call('/system/dict/type', { method: 'POST', body: NEW })).code).toBe(401);
  });
});
