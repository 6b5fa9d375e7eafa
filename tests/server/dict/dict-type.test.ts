import { beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { dictData, dictTypes } from '../../../server/db/schema';
import type { dictRoutes } from '../../../server/areas/dict/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { db } from '../helpers/harness';

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

/** The dictionary type calls, as `as` (the admin by default; '' for no session) in `lang`. */
const types = (as = token, lang: 'zh' | 'en' = 'zh') => api<typeof dictRoutes>({ token: as, lang }).system.dict.type;
const create = (json: object, lang: 'zh' | 'en' = 'zh', as = token) => answer(types(as, lang).$post({ json }));
const remove = (ids: string, as = token) => answer(types(as)[':dictIds'].$delete({ param: { dictIds: ids } }));

// The dictionary tables' counts, to check what a call wrote.
const typeCount = async () => (await db().select({ n: count() }).from(dictTypes))[0].n;
const entryCount = async (type: string) =>
  (await db().select({ n: count() }).from(dictData).where(eq(dictData.dictType, type)))[0].n;
const typeId = async (type: string) =>
  (await db().select({ dictId: dictTypes.dictId }).from(dictTypes).where(eq(dictTypes.dictType, type)))[0]?.dictId;

const NEW = { dictNameZh: '课程难度', dictNameEn: 'Course level', dictType: 'course_level', status: '0', remark: '' };

describe('dictionary type writes', () => {
  it('creates a type with both names and answers it in the request language', async () => {
    const created = await create(NEW, 'en');
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ dictName: 'Course level', dictNameZh: '课程难度', dictType: 'course_level' });
    const list = await answer(types().list.$get({ query: { dictType: 'course_level' } }));
    expect(list.rows.map((r) => r.dictName)).toEqual(['课程难度']);
  });

  it('refuses a missing name, a bad or taken type, with nothing saved', async () => {
    const before = await typeCount();
    const noName = await create({ ...NEW, dictNameZh: '' });
    expect(noName).toMatchObject({ code: 500, msg: '字典名称不能为空' });
    const badType = await create({ ...NEW, dictType: 'Course-Level' });
    expect(badType.code).toBe(500);
    expect(badType.msg).toContain('字典类型必须以字母开头');
    const taken = await create({ ...NEW, dictType: 'sys_user_sex' });
    expect(taken).toMatchObject({ code: 500, msg: "保存字典'课程难度'失败，字典类型已存在" });
    const en = await create({ ...NEW, dictType: 'sys_user_sex' }, 'en');
    expect(en.msg).toBe("Cannot save dictionary '课程难度': the dictionary type already exists");
    expect(await typeCount()).toBe(before);
  });

  it('updates a type and carries its entries along when the type is renamed', async () => {
    const sexId = await typeId('sys_user_sex');
    const saved = await answer(
      types().$put({
        json: { dictId: sexId, dictNameZh: '性别', dictNameEn: 'Gender', dictType: 'user_gender', status: '0' },
      }),
    );
    expect(saved.code).toBe(200);
    expect(await entryCount('user_gender')).toBe(3);
    expect(await entryCount('sys_user_sex')).toBe(0);
  });

  it('deletes an empty type and refuses one that has entries', async () => {
    const created = await create(NEW);
    const usedId = await typeId('sys_user_sex');
    const refused = await remove(`${created.data.dictId},${usedId}`);
    expect(refused).toMatchObject({ code: 500, msg: '用户性别已分配,不能删除' });
    expect(await typeId('course_level')).toBe(created.data.dictId);
    const deleted = await remove(String(created.data.dictId));
    expect(deleted.code).toBe(200);
    expect(await typeId('course_level')).toBeUndefined();
  });

  it('lists every type for selects and refreshes the cache', async () => {
    const options = await answer(types(token, 'en').optionselect.$get());
    expect(options.data.map((t) => t.dictType)).toContain('sys_user_sex');
    expect(options.data.find((t) => t.dictType === 'sys_user_sex')?.dictName).toBe('User gender');
    expect((await answer(types().refreshCache.$delete())).code).toBe(200);
  });

  it('needs the dictionary permissions', async () => {
    const teacher = await login('teacher');
    expect((await create(NEW, 'zh', teacher)).code).toBe(403);
    expect((await remove('1', teacher)).code).toBe(403);
    expect((await create(NEW, 'zh', '')).code).toBe(401);
  });
});
