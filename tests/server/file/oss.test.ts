import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ossFiles } from '../../../server/db/schema';
import { db, serverApp } from '../helpers/harness';
import { BASE, login, raw } from '../helpers/client';
import { fetchUrl, form, unsigned, upload } from '../helpers/upload';

// docs/api.md "Files": uploads and their rules, the limit enforced while the body arrives and the
// headers every served file carries.

describe('upload and download', () => {
  it('stores the bytes and serves them back at the answered url', async () => {
    const token = await login('teacher');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 250, 255]);
    const reply = await upload(form('课件 1.png', bytes, 'image/png'), token);
    expect(reply.code).toBe(200);
    expect(reply.data.fileName).toBe('课件 1.png');
    // the address, signed for the uploader (docs/api.md "Files")
    expect(unsigned(reply.data.url)).toBe(
      `/csp/system/oss/file/${reply.data.ossId}/${encodeURIComponent('课件 1.png')}`,
    );
    expect(reply.data.url).toMatch(/\?e=\d+&u=\d+&s=[\w-]+$/);
    const response = await fetchUrl(reply.data.url);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Content-Disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('课件 1.png')}`,
    );
    expect(response.headers.get('Content-Disposition')).toMatch(/^inline; filename="__ 1\.png"; /);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    // the bytes are in the database, not in this process
    const [row] = await db().select().from(ossFiles).where(eq(ossFiles.ossId, reply.data.ossId));
    expect(row).toMatchObject({ fileName: '课件 1.png', size: 9, createBy: 'teacher' });
    expect(new Uint8Array(row.content!)).toEqual(bytes);
  });

  it('guesses the type from the name when the browser sent none', async () => {
    const reply = await upload(form('notes.txt', new TextEncoder().encode('hello'), ''), await login('admin'));
    const response = await fetchUrl(reply.data.url);
    expect(response.headers.get('Content-Type')).toContain('text/plain');
    expect(await response.text()).toBe('hello');
  });

  it('gives every upload its own id', async () => {
    const token = await login('admin');
    const first = await upload(form('a.txt', new Uint8Array([1]), 'text/plain'), token);
    const second = await upload(form('a.txt', new Uint8Array([2]), 'text/plain'), token);
    expect(first.data.ossId).not.toBe(second.data.ossId);
    expect(new Uint8Array(await (await fetchUrl(first.data.url)).arrayBuffer())).toEqual(new Uint8Array([1]));
  });

  it('refuses files over 5 MB', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    const reply = await upload(form('big.pdf', big, 'application/pdf'), await login('admin'));
    expect(reply).toEqual({ code: 500, msg: '上传文件大小不能超过 5 MB', kind: 'invalid' });
    const pdf = new Uint8Array(5 * 1024 * 1024);
    pdf.set([...'%PDF-1.7'].map((c) => c.charCodeAt(0)));
    const exact = await upload(form('ok.pdf', pdf, 'application/pdf'), await login('admin'));
    expect(exact.code).toBe(200);
  });

  it('stops reading a body as soon as it passes the limit, and refuses a declared length over it unread', async () => {
    const token = await login('admin');
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    // an endless body: only a server that stops reading can answer at all
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const headers = {
      Authorization: `Bearer ${token}`,
      'Content-Language': 'en',
      'Content-Type': 'multipart/form-data; boundary=x',
    };
    const response = await serverApp().fetch(
      new Request(`${BASE}/system/oss/upload`, {
        method: 'POST',
        headers,
        body: endless,
        duplex: 'half',
      } as RequestInit),
    );
    expect(await response.json()).toEqual({
      code: 500,
      msg: 'The uploaded file must not be larger than 5 MB',
      kind: 'invalid',
    });
    expect(sent).toBeLessThan(6 * 1024 * 1024);

    let pulled = 0;
    const declared = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const refused = await serverApp().fetch(
      new Request(`${BASE}/system/oss/upload`, {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(50 * 1024 * 1024) },
        body: declared,
        duplex: 'half',
      } as RequestInit),
    );
    expect(await refused.json()).toEqual({
      code: 500,
      msg: 'The uploaded file must not be larger than 5 MB',
      kind: 'invalid',
    });
    expect(pulled).toBeLessThanOrEqual(2 * chunk.byteLength);
  });

  it('refuses content that does not fit the extension, e.g. an executable renamed setup.png', async () => {
    const token = await login('teacher');
    const executable = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
    expect(await upload(form('setup.png', executable, 'image/png'), token)).toEqual({
      code: 500,
      msg: '文件内容与 png 格式不符',
      kind: 'invalid',
    });
    expect((await upload(form('setup.pdf', executable, 'application/pdf'), token, 'en')).msg).toBe(
      'The file content does not match the pdf format',
    );
    const zipAsDoc = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]);
    expect((await upload(form('lesson.doc', zipAsDoc, 'application/msword'), token)).code).toBe(500);
    expect((await upload(form('lesson.docx', zipAsDoc, 'application/msword'), token)).code).toBe(200);
  });

  it('refuses a request without a file and needs a login', async () => {
    const token = await login('admin');
    const other = { ...form('a.txt', new Uint8Array([1]), 'text/plain'), field: 'other' };
    expect((await upload(other, token, 'en')).msg).toBe('Please choose a file to upload (field "file")');
    expect((await upload(form('a.txt', new Uint8Array([1]), 'text/plain'), '')).code).toBe(401);
  });

  it('answers a JSON error for an unknown file', async () => {
    const response = await raw('/system/oss/file/999/x.png', { lang: 'en' });
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toEqual({ code: 500, msg: 'The file does not exist', kind: 'notFound' });
  });
});
