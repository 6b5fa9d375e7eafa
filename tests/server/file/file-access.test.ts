import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseFiles, staffAssignmentCourses, users } from '../../../server/db/schema';
import { clock, db } from '../helpers/harness';
import { call, login, raw } from '../helpers/client';
import { fetchUrl, form, upload } from '../helpers/upload';

// docs/api.md "Files": the raw file address serves a file to whoever received the record it
// belongs to (a signed address, handed out in that record's answer) or, without a login, only
// when the public website shows it. Everything else answers exactly like a file that does not exist.

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const XLSX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);

/** The answer to a file that does not exist, as a stranger gets it. */
const missing = async () => (await fetchUrl('/csp/system/oss/file/899999999/none.txt')).json();

/** A file by its id alone, as a stranger trying ids would ask for it. */
const byId = (ossId: number | string, name = 'x') => fetchUrl(`/csp/system/oss/file/${ossId}/${name}`);

const unsigned = (url: string) => url.split('?')[0];

async function setAvatar(userName: string): Promise<{ token: string; url: string }> {
  const token = await login(userName);
  const uploaded = await upload(form('me.png', PNG, 'image/png'), token);
  const saved = await call('/system/user/profile', {
    method: 'PUT',
    token,
    body: { nickName: 'Me', email: 'me@school.cn', phonenumber: '13912345678', sex: '0', avatar: uploaded.data.url },
  });
  expect(saved.code).toBe(200);
  const info = await call<{ user: { avatar: string } }>('/getInfo', { token });
  return { token, url: info.data.user.avatar };
}

describe('a stranger by id', () => {
  it('gets the "file does not exist" answer for a course file, a resource, an uploaded roster and an avatar', async () => {
    const notFound = await missing();
    expect(notFound).toEqual({ code: 500, msg: '文件不存在', kind: 'notFound' });
    // 90001: the seeded PDF behind course files and library resources
    expect(await (await byId(90001, '教学设计.pdf')).json()).toEqual(notFound);
    const admin = await login('admin');
    const roster = await upload(form('roster.xlsx', XLSX, ''), admin);
    expect(roster.code).toBe(200);
    expect(await (await byId(roster.data.ossId)).json()).toEqual(notFound);
    expect(await (await fetchUrl(unsigned(roster.data.url))).json()).toEqual(notFound);
    const { url } = await setAvatar('teacher');
    expect(await (await fetchUrl(unsigned(url))).json()).toEqual(notFound);
  });
});

describe('signed addresses', () => {
  it('an answer to a logged-in user signs the addresses it names, and the signed address serves the file', async () => {
    const { url } = await setAvatar('teacher');
    expect(url).toMatch(/^\/csp\/system\/oss\/file\/\d+\/me\.png\?e=\d+&u=\d+&s=[\w-]+$/);
    const response = await fetchUrl(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(response.headers.get('Cache-Control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(7200);
    // the same address for the whole hour, so the browser's cache keeps the file
    const again = await call<{ user: { avatar: string } }>('/getInfo', { token: await login('teacher') });
    expect(again.data.user.avatar).toBe(url);
  });

  it('a signature is never stored: the saved form sends the signed address back, the record keeps the address alone', async () => {
    const { url } = await setAvatar('teacher');
    const [row] = await db().select({ avatar: users.avatar }).from(users).where(eq(users.userName, 'teacher'));
    expect(row.avatar).toBe(unsigned(url));
  });

  it('refuses a tampered, a borrowed or an expired signature', async () => {
    const notFound = await missing();
    const { url } = await setAvatar('teacher');
    const tampered = url.replace(/s=([\w-])/, (_m, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
    expect(await (await fetchUrl(tampered)).json()).toEqual(notFound);
    // the signature of one file does not open another
    const other = await upload(form('other.png', PNG, 'image/png'), await login('teacher'));
    const borrowed = `${unsigned(other.data.url)}?${url.split('?')[1]}`;
    expect(await (await fetchUrl(borrowed)).json()).toEqual(notFound);
    // a longer expiry than the one signed
    const stretched = url.replace(/e=(\d+)/, (_m, e: string) => `e=${Number(e) + 3600}`);
    expect(await (await fetchUrl(stretched)).json()).toEqual(notFound);
    clock.advance(2 * 3_600_000 + 1000);
    expect(await (await fetchUrl(url)).json()).toEqual(notFound);
  });

  it("stops serving a disabled user's signed addresses", async () => {
    const { url } = await setAvatar('teacher');
    expect((await fetchUrl(url)).status).toBe(200);
    await db().update(users).set({ status: '1' }).where(eq(users.userName, 'teacher'));
    expect(await (await fetchUrl(url)).json()).toEqual(await missing());
  });
});

describe('course files', () => {
  it('no answer names the raw address of a course file: the editor gets its authed preview route', async () => {
    const admin = await login('admin');
    const course = await call<Record<string, unknown>>('/admin/course/1', { token: admin });
    expect(course.code).toBe(200);
    // every file of the course and of its lessons, downloadable or not
    const lists = ['coursewares', 'instructionalResources', 'learningResources', 'courseware', 'materials'];
    const filesOf = (record: Record<string, unknown>) =>
      lists.flatMap((list) => (record[list] as { fileId: number; url: string }[] | undefined) ?? []);
    const lessons = course.data.lessons as Record<string, unknown>[];
    const files = [...filesOf(course.data), ...lessons.flatMap(filesOf)];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(file.url).toBe(`/csp/course/file/${file.fileId}/preview`);
  });

  it('a teacher still previews the files of a course they teach', async () => {
    const [teacher] = await db().select().from(users).where(eq(users.userName, 'teacher'));
    const [assigned] = await db()
      .select({ courseId: staffAssignmentCourses.courseId })
      .from(staffAssignmentCourses)
      .where(eq(staffAssignmentCourses.userId, teacher.userId));
    const [file] = await db().select().from(courseFiles).where(eq(courseFiles.courseId, assigned.courseId));
    const preview = await raw(`/course/file/${file.fileId}/preview`, { token: await login('teacher') });
    expect(preview.headers.get('Content-Type')).toBe(file.contentType || 'application/pdf');
    expect((await preview.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});

describe('files the public website shows', () => {
  it('serves the banner images, the published activities’ covers and the site logo without a login', async () => {
    const banners = await call<{ image: string }[]>('/banner/public/list');
    const activities = await call<never, { cover: string }>('/activity/public/list');
    const site = await call<{ logo: string }>('/siteconfig/public');
    const addresses = [banners.data[0].image, activities.rows[0].cover, site.data.logo].filter((a) =>
      a.startsWith('/csp/system/oss/file/'),
    );
    expect(addresses.length).toBeGreaterThanOrEqual(2);
    for (const address of addresses) {
      const response = await fetchUrl(address);
      expect(response.headers.get('Content-Type')).toMatch(/^image\//);
      expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    }
  });

  it('an activity’s cover is public only while it is published', async () => {
    const admin = await login('admin');
    const cover = await upload(form('cover.png', PNG, 'image/png'), admin);
    const image = await upload(form('inside.png', PNG, 'image/png'), admin);
    const created = await call<{ activityId: number }>('/admin/activity', {
      method: 'POST',
      token: admin,
      body: {
        name: '公开测试',
        intro: '简介',
        beginTime: '2030-01-01 00:00:00',
        endTime: '2030-01-02 00:00:00',
        cover: cover.data.url,
        content: `<p>看图</p><p><img src="${image.data.url}"></p>`,
      },
    });
    expect(created.code).toBe(200);
    const notFound = await missing();
    expect(await (await fetchUrl(unsigned(cover.data.url))).json()).toEqual(notFound);
    expect(await (await fetchUrl(unsigned(image.data.url))).json()).toEqual(notFound);
    const published = await call('/admin/activity/publish', {
      method: 'PUT',
      token: admin,
      body: { activityId: created.data.activityId, published: true },
    });
    expect(published.code).toBe(200);
    expect((await fetchUrl(unsigned(cover.data.url))).status).toBe(200);
    expect((await fetchUrl(unsigned(image.data.url))).headers.get('Content-Type')).toBe('image/png');
  });
});
