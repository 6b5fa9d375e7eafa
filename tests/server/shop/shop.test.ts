import { describe, expect, it } from 'vitest';
import type { shopRoutes } from '../../../server/areas/shop/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { aidRequestRows, aidRows } from '../helpers/rows/shop-data';

// The teaching-aid shop and the school's handling of its requests (docs/api.md "Teaching-aid shop").

/** The shop and aid-request calls, as `token` in `lang`. */
const shop = (token: string, lang: 'zh' | 'en' = 'zh') => api<typeof shopRoutes>({ token, lang });
const catalogue = (token: string, query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh') =>
  answer(shop(token, lang).user.shop.list.$get({ query: { pageSize: 100, ...query } }));
const ask = (token: string, aidId: number, body: object, lang: 'zh' | 'en' = 'zh') =>
  answer(shop(token, lang).user.shop[':aidId'].request.$post({ param: { aidId: String(aidId) }, json: body }));
const requests = (token: string, query: Record<string, string | number> = {}) =>
  answer(shop(token).admin.aidRequest.list.$get({ query: { pageSize: 100, ...query } }));
const aid = (token: string, aidId: number, lang: 'zh' | 'en' = 'zh') =>
  answer(shop(token, lang).user.shop[':aidId'].$get({ param: { aidId: String(aidId) } }));
const handle = (token: string, json: object, lang: 'zh' | 'en' = 'zh') =>
  answer(shop(token, lang).admin.aidRequest.status.$put({ json }));

describe('teaching-aid shop', () => {
  it('lists aids and kits with photos, filtered by kind, discipline, grade and text', async () => {
    const token = await login('teacher');
    const all = (await catalogue(token)).rows;
    expect(new Set(all.map((a) => a.kind))).toEqual(new Set(['aid', 'kit']));
    expect(all.every((a) => a.photos.length > 0)).toBe(true);
    const kits = (await catalogue(token, { kind: 'kit' })).rows;
    expect(kits.length).toBe((await aidRows()).filter((a) => a.kind === 'kit').length);
    expect((await catalogue(token, { grade: 1 })).rows.map((r) => r.nameZh)).toEqual(['七巧板教具']);
    expect((await catalogue(token, { disciplineId: 3 })).rows.map((r) => r.nameZh).sort()).toEqual(
      ['桥梁结构模型', '轮式机器人套件'].sort(),
    );
    expect((await catalogue(token, { text: 'horseshoe' }, 'en')).rows.map((a) => a.name)).toEqual(['Magnet set']);
  });

  it('answers one aid with its contents and the courses that use it', async () => {
    const reply = await aid(await login('teacher'), 1, 'en');
    expect(reply.data.name).toBe('Circuit exploration kit');
    expect(reply.data.contents.length).toBeGreaterThan(0);
    expect(reply.data.courses?.map((c) => c.titleEn)).toContain('Into the World of Circuits');
    expect((await aid(await login('teacher'), 999)).msg).toBe('教具不存在');
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

    const handled = await handle(admin, { requestIds: [sent.data.requestId], status: '1' });
    expect(handled.code).toBe(200);
    expect((await requests(admin, { status: '1' })).rows.map((r) => r.requestId)).toContain(sent.data.requestId);
    const again = await handle(admin, { requestIds: [sent.data.requestId], status: '2' }, 'en');
    expect(again.msg).toBe(`The request ${sent.data.requestId} has already been handled`);

    const back = await answer(shop(teacher).user.shop.requests.mine.$get({ query: {} }));
    expect(back.rows.find((r) => r.requestId === sent.data.requestId)?.status).toBe('1');
  });

  it('changes none of the requests when one of them cannot be handled', async () => {
    const admin = await login('schooladmin');
    const fresh = (await requests(admin, { status: '0' })).rows[0];
    const handledOne = (await aidRequestRows()).find((r) => r.status === '1' && r.schoolId === 1)!;
    const reply = await handle(admin, { requestIds: [fresh.requestId, handledOne.requestId], status: '2' });
    expect(reply.msg).toBe(`申请 ${handledOne.requestId} 已处理`);
    expect((await aidRequestRows()).find((r) => r.requestId === fresh.requestId)?.status).toBe('0');
  });

  it("refuses another school's request to a school administrator, and the requests to a teacher", async () => {
    const other = (await aidRequestRows()).find((r) => r.schoolId !== 1)!;
    const reply = await handle(await login('schooladmin'), { requestIds: [other.requestId], status: '1' });
    expect(reply.code).toBe(403);
    expect((await requests(await login('teacher'))).code).toBe(403);
    expect((await requests(await login('principal'))).rows.length).toBeGreaterThan(0);
  });
});
