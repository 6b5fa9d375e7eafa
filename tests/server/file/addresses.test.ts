import { beforeEach, describe, expect, it } from 'vitest';
import { call, login, raw } from '../helpers/client';
import { form, upload } from '../helpers/upload';

// docs/api.md "Files", address fields: every field holding an address a page loads or links to
// takes an http(s) address or a file this server stores, and refuses anything else naming the field.

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);
const HOSTILE = [
  'javascript:alert(1)//x.mp4',
  'data:image/png;base64,iVBORw0KGgo=',
  '//evil.example/x.png',
  'ftp://evil.example/x.mp4',
  'vbscript:msgbox(1)',
  '/csp/system/oss/file/1/../../../login',
  '/csp/getInfo',
  '/../etc/passwd',
  '/.hidden/x.png',
];

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

type Save = (value: string, lang: 'zh' | 'en') => Promise<{ code: number; msg: string }>;

const activity = (cover: string) => ({
  name: '地址测试',
  intro: '简介',
  beginTime: '2030-01-01 00:00:00',
  endTime: '2030-01-02 00:00:00',
  cover,
  content: '<p>内容</p>',
});

/** Each address field, how it is saved, and its name in both languages. */
const FIELDS: Array<[string, Save, [zh: string, en: string]]> = [
  [
    'content video',
    (video, lang) =>
      call('/admin/content', { method: 'POST', token, lang, body: { title: '视频', video, description: '描述' } }),
    ['视频', 'Video'],
  ],
  [
    'content poster',
    (poster, lang) =>
      call('/admin/content', {
        method: 'POST',
        token,
        lang,
        body: { title: '视频', video: 'https://cdn.example/v.mp4', poster, description: '描述' },
      }),
    ['封面', 'Poster'],
  ],
  [
    'activity cover',
    (cover, lang) => call('/admin/activity', { method: 'POST', token, lang, body: activity(cover) }),
    ['封面', 'Cover'],
  ],
  [
    'banner image',
    (image, lang) =>
      call('/admin/banner', {
        method: 'POST',
        token,
        lang,
        body: { title: '图', image, linkType: '4', sourceId: 'https://example.com/', sort: 1 },
      }),
    ['图片', 'Image'],
  ],
  [
    'site logo',
    (logo, lang) =>
      call('/admin/siteconfig', {
        method: 'PUT',
        token,
        lang,
        body: { name: '站', enname: 'Site', slogan: '标语', sloganEn: 'Slogan', logo },
      }),
    ['标志', 'Logo'],
  ],
  [
    'course cover',
    async (cover, lang) => {
      const course = await call<Record<string, unknown>>('/admin/course/1', { token });
      return call('/admin/course', { method: 'PUT', token, lang, body: { ...course.data, cover } });
    },
    ['封面图片', 'Cover image'],
  ],
];

describe('address fields', () => {
  it.each(FIELDS)('%s refuses every address that is not http(s) or a file of this site', async (_, save, [zh, en]) => {
    for (const value of HOSTILE) {
      expect(await save(value, 'en'), value).toEqual({
        code: 500,
        msg: `${en} must be an http or https address or a file of this site`,
        kind: 'invalid',
      });
    }
    expect(await save(HOSTILE[0], 'zh')).toEqual({
      code: 500,
      msg: `${zh}必须是 http 或 https 地址，或本站的文件`,
      kind: 'invalid',
    });
  });

  it.each(FIELDS)('%s takes an https address and an uploaded file, signed as it was answered', async (_, save) => {
    const ext = _ === 'content video' ? 'mp4' : 'png';
    expect((await save(`https://cdn.example/a.${ext}`, 'en')).code).toBe(200);
    const bytes = ext === 'mp4' ? new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]) : PNG;
    const uploaded = await upload(form(`a.${ext}`, bytes, ''), token);
    expect(uploaded.code).toBe(200);
    expect((await save(uploaded.data.url, 'en')).code).toBe(200);
  });

  it.each(FIELDS)('%s takes a file the console itself serves', async (name, save) => {
    const ext = name === 'content video' ? 'mp4' : 'png';
    expect((await save(`/images/site-file-1.${ext}`, 'en')).code).toBe(200);
  });

  it('keeps the seeded logo, the console’s /favicon.svg, savable', async () => {
    const site = FIELDS.find(([name]) => name === 'site logo')!;
    expect((await site[1]('/favicon.svg', 'en')).code).toBe(200);
  });

  it('the course editor sends back the files it was given and keeps them', async () => {
    type Files = { fileName: string; url: string; downloadable: boolean }[];
    const shape = (files: Files) => files.map(({ fileName, downloadable }) => ({ fileName, downloadable }));
    const course = await call<Record<string, Files>>('/admin/course/1', { token });
    expect((await call('/admin/course', { method: 'PUT', token, body: course.data })).code).toBe(200);
    const again = await call<Record<string, Files>>('/admin/course/1', { token });
    expect(shape(again.data.coursewares)).toEqual(shape(course.data.coursewares));
    // the stored address is still the upload's, so the preview still answers the file
    const preview = await raw(again.data.coursewares[0].url.replace(/^\/csp/, ''), { token });
    expect(preview.headers.get('Content-Type')).toBe('application/pdf');
    // a file of another course cannot be borrowed by its preview address
    const other = await call<Record<string, Files>>('/admin/course/2', { token });
    const borrowed = { ...course.data, coursewares: other.data.coursewares };
    expect(await call('/admin/course', { method: 'PUT', token, lang: 'en', body: borrowed })).toEqual({
      code: 500,
      msg: 'The file does not exist',
      kind: 'invalid',
    });
  });
});
