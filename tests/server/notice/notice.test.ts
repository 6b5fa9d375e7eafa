import { beforeEach, describe, expect, it } from 'vitest';
import { call, login } from '../helpers/client';

// docs/api.md "Notices": the administrator's notices and each user's bell, seen by the members
// of a notice's audience only.

let admin = '';
let teacher = ''; // school 1, role teacher
let otherTeacher = ''; // school 2, role teacher
let principal = ''; // school 1, role principal
beforeEach(async () => {
  admin = await login('admin');
  teacher = await login('teacher');
  otherTeacher = await login('zhangwei');
  principal = await login('principal');
});

interface Notice {
  noticeId: number;
  title: string;
  content: string;
  status: string;
  readCount: number;
  schoolIds: number[];
  roleIds: number[];
  publishTime: string | null;
}

const BODY = { noticeType: '1', content: '<p>放假安排</p>', status: '1', audience: 'all' };

async function create(fields: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') {
  return call<Notice>('/system/notice', { method: 'POST', token: admin, lang, body: { ...BODY, ...fields } });
}
async function created(fields: Record<string, unknown>): Promise<Notice> {
  const reply = await create(fields);
  expect(reply.msg).toBe('操作成功');
  return reply.data;
}
const mine = async (token: string) =>
  (await call<{ rows: Array<{ noticeId: number; title: string }>; total: number }>('/system/notice/mine', { token }))
    .data;
const unreadIds = async (token: string) => (await mine(token)).rows.map((row) => row.noticeId);
const open = (token: string, noticeId: number, lang: 'zh' | 'en' = 'en') =>
  call<Notice>(`/system/notice/mine/${noticeId}`, { token, lang });
const roleIdOf = async (roleKey: string) => {
  const roles = await call<unknown, { roleId: number; roleKey: string }>('/system/role/list', {
    token: admin,
    query: { pageSize: 100 },
  });
  return roles.rows.find((role) => role.roleKey === roleKey)!.roleId;
};

describe('the notices screen', () => {
  it('adds, reads, edits, lists with filters and deletes a notice', async () => {
    const notice = await created({ title: '寒假放假通知 A', status: '0' });
    expect(notice).toMatchObject({ title: '寒假放假通知 A', status: '0', readCount: 0, publishTime: null });
    const edited = await call('/system/notice', {
      method: 'PUT',
      token: admin,
      body: { ...BODY, noticeId: notice.noticeId, title: '寒假放假通知 B', noticeType: '2' },
    });
    expect(edited.code).toBe(200);
    const read = await call<Notice>(`/system/notice/${notice.noticeId}`, { token: admin });
    expect(read.data).toMatchObject({ title: '寒假放假通知 B', noticeType: '2', status: '1' });
    expect(read.data.publishTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const listed = await call<unknown, Notice>('/system/notice/list', {
      token: admin,
      query: { title: '放假通知 B', noticeType: '2', status: '1' },
    });
    expect(listed.rows.map((row) => row.noticeId)).toEqual([notice.noticeId]);
    const drafts = await call<unknown, Notice>('/system/notice/list', {
      token: admin,
      query: { title: '放假通知 B', status: '0' },
    });
    expect(drafts.rows).toEqual([]);

    expect((await call(`/system/notice/${notice.noticeId}`, { method: 'DELETE', token: admin })).code).toBe(200);
    expect((await call(`/system/notice/${notice.noticeId}`, { token: admin, lang: 'en' })).msg).toBe(
      'The notice does not exist',
    );
  });

  it('stores the content cleaned, and refuses one that shows nothing, in both languages', async () => {
    const notice = await created({
      title: '内容清理',
      content: '<p onclick="steal()">读我<script>alert(1)</script><img src="x" onerror="steal()"></p>',
    });
    expect(notice.content).toContain('读我');
    expect(notice.content).not.toMatch(/script|onclick|onerror|steal/);
    expect((await create({ title: '空白', content: '<p><br></p>' })).msg).toBe('公告内容不能为空');
    expect((await create({ title: '空白', content: '<script>x</script>' }, 'en')).msg).toBe('Content is required');
  });

  it('asks for the chosen schools or roles, each of them known', async () => {
    expect((await create({ title: '无学校', audience: 'schools' }, 'en')).msg).toBe(
      'Choose the schools that receive it',
    );
    expect((await create({ title: '无角色', audience: 'roles' })).msg).toBe('请选择接收角色');
    expect((await create({ title: '未知学校', audience: 'schools', schoolIds: [987654] }, 'en')).msg).toBe(
      'A chosen school does not exist',
    );
    expect((await create({ title: '类型', noticeType: '9' }, 'en')).msg).toBe('Type must be one of: 1, 2');
  });

  it('is for the platform administrator only', async () => {
    for (const token of [teacher, principal]) {
      expect((await call('/system/notice/list', { token })).code).toBe(403);
      expect((await call('/system/notice', { method: 'POST', token, body: { ...BODY, title: 'x' } })).code).toBe(403);
    }
  });
});

describe('the bell: my notices', () => {
  it("shows a school's notice to its staff only; a teacher outside the audience cannot open it", async () => {
    const notice = await created({ title: '一校通知', audience: 'schools', schoolIds: [1] });
    expect(await unreadIds(teacher)).toContain(notice.noticeId);
    expect(await unreadIds(principal)).toContain(notice.noticeId);
    expect(await unreadIds(otherTeacher)).not.toContain(notice.noticeId);
    const refused = await open(otherTeacher, notice.noticeId);
    expect(refused.code).not.toBe(200);
    expect(refused.msg).toBe('The notice does not exist');
    // marking it read from outside changes nothing
    await call('/system/notice/mine/read', {
      method: 'PUT',
      token: otherTeacher,
      body: { noticeIds: [notice.noticeId] },
    });
    await call('/system/notice/mine/readAll', { method: 'PUT', token: otherTeacher, body: {} });
    expect((await call<Notice>(`/system/notice/${notice.noticeId}`, { token: admin })).data.readCount).toBe(0);
  });

  it("shows a role's notice to the holders of that role only", async () => {
    const notice = await created({ title: '校长通知', audience: 'roles', roleIds: [await roleIdOf('principal')] });
    expect(await unreadIds(principal)).toContain(notice.noticeId);
    expect(await unreadIds(teacher)).not.toContain(notice.noticeId);
    expect((await open(teacher, notice.noticeId)).code).not.toBe(200);
  });

  it('shows neither a draft nor a closed notice', async () => {
    const draft = await created({ title: '草稿', status: '0' });
    const closed = await created({ title: '已关闭', status: '2' });
    const ids = await unreadIds(teacher);
    expect(ids).not.toContain(draft.noticeId);
    expect(ids).not.toContain(closed.noticeId);
    expect((await open(teacher, draft.noticeId)).code).not.toBe(200);
  });

  it('opening a notice marks it read and counts the reader once', async () => {
    const notice = await created({ title: '打开即读', content: '<p>全文</p>' });
    const before = await mine(teacher);
    expect(before.rows.map((row) => row.noticeId)).toContain(notice.noticeId);
    const opened = await open(teacher, notice.noticeId);
    expect(opened.data).toMatchObject({ title: '打开即读', content: '<p>全文</p>' });
    await open(teacher, notice.noticeId);
    const after = await mine(teacher);
    expect(after.rows.map((row) => row.noticeId)).not.toContain(notice.noticeId);
    expect(after.total).toBe(before.total - 1);
    expect((await call<Notice>(`/system/notice/${notice.noticeId}`, { token: admin })).data.readCount).toBe(1);
    const listed = await call<unknown, Notice>('/system/notice/list', { token: admin, query: { title: '打开即读' } });
    expect(listed.rows[0]!.readCount).toBe(1);
  });

  it('marks one, then all, read', async () => {
    const first = await created({ title: '标记一' });
    const second = await created({ title: '标记二' });
    await call('/system/notice/mine/read', { method: 'PUT', token: principal, body: { noticeIds: [first.noticeId] } });
    const ids = await unreadIds(principal);
    expect(ids).not.toContain(first.noticeId);
    expect(ids).toContain(second.noticeId);
    await call('/system/notice/mine/readAll', { method: 'PUT', token: principal, body: {} });
    expect(await mine(principal)).toEqual({ rows: [], total: 0 });
    expect((await call<Notice>(`/system/notice/${second.noticeId}`, { token: admin })).data.readCount).toBe(1);
  });
});
