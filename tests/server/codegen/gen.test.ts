import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { genColumns, genTables } from '../../../server/db/schema';
import type { codegenRoutes } from '../../../server/areas/codegen/routes';
import { answer, api } from '../helpers/api';
import { db } from '../helpers/harness';
import { login } from '../helpers/client';

// docs/api.md "Code generation": importing tables, editing their columns and the generated code.

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

/** The generator's calls, as `as` (the admin by default) in `lang`. */
const gen = (as = token, lang: 'zh' | 'en' = 'zh') => api<typeof codegenRoutes>({ token: as, lang }).tool.gen;
const read = (id: number, as = token) => answer(gen(as)[':tableId'].$get({ param: { tableId: String(id) } }));
const load = async (id = 1) => (await read(id)).data;
const save = (json: object, lang: 'zh' | 'en' = 'zh', as = token) => answer(gen(as, lang).$put({ json }));
const list = (query: Record<string, string> = {}) => answer(gen().list.$get({ query }));
const firstTable = async () => (await db().select().from(genTables).where(eq(genTables.tableId, 1)))[0];
const columnsOfFirst = () =>
  db().select().from(genColumns).where(eq(genColumns.tableId, 1)).orderBy(asc(genColumns.sort));

describe('code generation settings', () => {
  it('lists the tables and reads one with its columns', async () => {
    expect((await list()).rows.map((t) => t.tableName)).toEqual(['csp_school', 'csp_activity']);
    const one = await load(1);
    expect(one.info).toMatchObject({ tableName: 'csp_school', className: 'CspSchool' });
    expect(one.info).not.toHaveProperty('columns');
    expect(one.rows.map((c) => c.columnName)).toContain('school_type');
    expect(one.tables).toHaveLength(2);
    expect((await read(99)).code).toBe(500);
  });

  it('filters the list by name and comment', async () => {
    const names = async (query: Record<string, string>) => (await list(query)).rows.map((t) => t.tableName);
    expect(await names({ tableName: 'ACTIV' })).toEqual(['csp_activity']);
    expect(await names({ tableComment: '学校' })).toEqual(['csp_school']);
  });

  it('saves the basic info and the columns', async () => {
    const { info, rows } = await load(1);
    const columns = rows.map((c) =>
      c.columnName === 'school_name' ? { ...c, queryType: 'EQ', htmlType: 'textarea' } : c,
    );
    const saved = await save({ ...info, tableComment: '学校', functionAuthor: 'me', columns });
    expect(saved.code).toBe(200);
    expect(await firstTable()).toMatchObject({ tableComment: '学校', functionAuthor: 'me', updateBy: 'admin' });
    expect((await columnsOfFirst()).find((c) => c.columnName === 'school_name')).toMatchObject({
      queryType: 'EQ',
      htmlType: 'textarea',
    });
  });

  it('validates like the edit form, saving nothing on a refusal', async () => {
    const { info, rows } = await load(1);
    expect(await save({ ...info, className: 'cspSchool', columns: rows })).toMatchObject({ code: 500 });
    expect(await save({ ...info, functionAuthor: '', columns: rows })).toMatchObject({
      code: 500,
      msg: '作者不能为空',
      kind: 'invalid',
    });
    const badField = rows.map((c, i) => (i === 1 ? { ...c, javaField: 'School_Name', javaType: 'Long' } : c));
    const refused = await save({ ...info, tableComment: 'changed', columns: badField }, 'en');
    expect(refused).toMatchObject({ code: 500, msg: 'The Java field of school_name must be lowerCamelCase' });
    const badDict = rows.map((c, i) => (i === 1 ? { ...c, dictType: 'nope' } : c));
    expect(await save({ ...info, columns: badDict })).toMatchObject({ code: 500, msg: '字典类型 nope 不存在' });
    const foreign = [...rows, { ...rows[0], columnId: 101 }];
    expect((await save({ ...info, columns: foreign })).code).toBe(500);
    // a refusal after the first column was read changes no column either
    const lateRefusal = rows.map((c, i) =>
      i === 0 ? { ...c, javaType: 'Integer' } : i === rows.length - 1 ? { ...c, htmlType: 'slider' } : c,
    );
    expect((await save({ ...info, columns: lateRefusal })).code).toBe(500);
    expect((await firstTable()).tableComment).toBe('学校信息表');
    const columns = await columnsOfFirst();
    expect(columns[0].javaType).toBe('Long');
    expect(columns[1].javaType).toBe('String');
  });

  it('needs the generator permissions', async () => {
    const teacher = await login('teacher');
    expect((await read(1, teacher)).code).toBe(403);
    expect((await save({}, 'zh', teacher)).code).toBe(403);
  });
});
