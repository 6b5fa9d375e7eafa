import { describe, expect, it } from 'vitest';
import { call, login } from '../helpers/client';
import { aidRequestRows, aidRows } from '../helpers/rows/shop-data';

// The teaching-aid shop and the school's handling of its requests (docs/api.md "Teaching-aid shop").

interface Aid {
  aidId: number;
  kind: string;
  name: string;
  nameZh: string;
  photos: string[];
  contents: Array<{ name: string; quantity: number }>;
  courses?: Array<{ courseId: number; titleEn: string }>;
}
interface AidRequest {
  requestId: number;
  aidId: number;
  aidName: string;
  teacherUserName: string;
  schoolId: number;
  quantity: number;
  note: string;
  status: string;
}

const catalogue = (token: string, query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh') =>
  call<unknown, Aid>('/user/shop/list', { token, query: { pageSize: 100, ...query }, lang });
const ask = (token: string, aidId: number, body: object, lang: 'zh' | 'en' = 'zh') =>
  call<{ requestId: number }>(`/user/shop/${aidId}/request`, { method: 'POST', token, body, lang });
const requests = (token: string, query: Record<string, string | number> = {}) =>
  call<unknown, AidRequest>('/admin/aidRequest/list', { token, query: { pageSize: 100, ...query } });

describe('teaching-aid shop', () => {
  it('lists aids and kits with photos, filtered by kind, discipline, grade and text', async () => {
    const token = await login('teacher');
    const all = (await catalogue(token)).rows;
    expect(new Set(all.map((a) => a.kind))).toEqual(new Set(['aid', 'kit']));
    expect(all.every((a) => a.photos.length > 0)).toBe(true);
    const kits = (await catalogue(token, { kind: 'kit' })).rows;
    expect(kits.length).toBe((await aidRows()).filter((a) => a.kind === 'kit').length);
    expect((await catalogue(token, { grade: 1 })).rows.map((a) => a.nameZh)).toEqual(['七巧板教具']);
    expect((await catalogue(token, { disciplineId: 3 })).rows.map((a) => a.nameZh).sort()).toEqual(
      ['桥梁结构模型', '轮式机器人套件'].sort(),
    );
    expect((await catalogue(token, { text: 'horseshoe' }, 'en')).rows.map((a) => a.name)).toEqual(['Magnet set']);
  });

  it('answers one aid with its contents and the courses that use it', async () => {
    const reply = await call<Aid>('/user/shop/1', { token: await login('teacher'), lang: 'en' });
    expect(reply.data.name).toBe('Circuit exploration kit');
    expect(reply.data.contents.length).toBeGreaterThan(0);
    expect(reply.data.courses?.map((c) => c.titleEn)).toContain('Into the World of Circuits');
    expect((await call('/user/shop/999', { token: await login('teacher') })).msg).toBe('教具不存在');
  });

  it("sends a teacher's request to their own school, which its administrator sees and handles", async () => {
    const teacher = await login('teacher');
    expect((await ask(teacher, 3, {})).msg).toBe('数量不能为空');
    expect((await ask(teacher, 3, { quantity: 0 }, 'en')).msg).toBe('Quantity must be between 1 and 99');
    const sent = await ask(teacher, 3, { quantity: 5, note: '三年级植物单元' });
    expect(sent.code).toBe(200);

    const admin = await login('schooladmin');
    const seen = (await requests(admin)).rows;
    const mine = seen.find((r) => r.requestId === sent.data.requestId);
    expect(mine).toMatchObject({ aidName: '植物生长观察箱', teacherUserName: 'teacher', quantity: 5, status: '0' });
    // only their school's requests
    expect(seen.every((r) => r.schoolId === 1)).toBe(true);
    expect(seen.length).toBeLessThan((await aidRequestRows()).length);

    const handled = await call('/admin/aidRequest/status', {
      method: 'PUT',
      token: admin,
      body: { requestIds: [sent.data.requestId], status: '1' },
    });
    expect(handled.code).toBe(200);
    expect((await requests(admin, { status: '1' })).rows.map((r) => r.requestId)).toContain(sent.data.requestId);
    const again = await call('/admin/aidRequest/status', {
      method: 'PUT',
      token: admin,
      body: { requestIds: [sent.data.requestId], status: '2' },
      lang: 'en',
    });
    expect(again.msg).toBe(`The request ${sent.data.requestId} has already been handled`);

    const back = await call<unknown, AidRequest>('/user/shop/requests/mine', { token: teacher });
    expect(back.rows.find((r) => r.requestId === sent.data.requestId)?.status).toBe('1');
  });

  it('changes none of the requests when one of them cannot be handled', async () => {
    const admin = await login('schooladmin');
    const fresh = (await requests(admin, { status: '0' })).rows[0];
    const handledOne = (await aidRequestRows()).find((r) => r.status === '1' && r.schoolId === 1)!;
    const reply = await call('/admin/aidRequest/status', {
      method: 'PUT',
      token: admin,
      body: { requestIds: [fresh.requestId, handledOne.requestId], status: '2' },
    });
    expect(reply.msg).toBe(`申请 ${handledOne.requestId} 已处理`);
    expect((await aidRequestRows()).find((r) => r.requestId === fresh.requestId)?.status).toBe('0');
  });

  it("refuses another school's request to a school administrator, and the requests to a teacher", async () => {
    const other = (await aidRequestRows()).find((r) => r.schoolId !== 1)!;
    const reply = await call('/admin/aidRequest/status', {
      method: 'PUT',
      token: await login('schooladmin'),
      body: { requestIds: [other.requestId], status: '1' },
    });
    expect(reply.code).toBe(403);
    expect((await requests(await login('teacher'))).code).toBe(403);
    expect((await requests(await login('principal'))).rows.length).toBeGreaterThan(0);
  });
});
