import { crc32 as nodeCrc32, inflateRawSync } from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseFiles, ossFiles } from '../../../server/db/schema';
import { db } from '../helpers/harness';
import { login, raw } from '../helpers/client';

// docs/api.md "Files": course file downloads and the course's ZIP. Course 1 is one of the seeded
// teacher's courses.

const READER = 'teacher';

interface ZipFile {
  name: string;
  crc: number;
  data: Uint8Array;
}

/** Read a ZIP through its central directory with Node's zlib, as an unzip tool does (stored or deflated). */
function readZip(bytes: Uint8Array): ZipFile[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let pos = view.getUint32(end + 16, true);
  const files: ZipFile[] = [];
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(pos, true)).toBe(0x02014b50);
    const method = view.getUint16(pos + 10, true);
    expect([0, 8]).toContain(method);
    const crc = view.getUint32(pos + 16, true);
    const size = view.getUint32(pos + 20, true);
    const nameLength = view.getUint16(pos + 28, true);
    const local = view.getUint32(pos + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(pos + 46, pos + 46 + nameLength));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const stored = bytes.subarray(dataStart, dataStart + size);
    files.push({ name, crc, data: method === 8 ? new Uint8Array(inflateRawSync(stored)) : stored });
    pos += 46 + nameLength + view.getUint16(pos + 30, true) + view.getUint16(pos + 32, true);
  }
  return files;
}

const ossIdOf = (url: string) => Number(/\/file\/(\d+)\//.exec(url)?.[1]);
async function bytesOfSample(url: string): Promise<Uint8Array> {
  const [row] = await db()
    .select()
    .from(ossFiles)
    .where(eq(ossFiles.ossId, ossIdOf(url)));
  return new Uint8Array(row.content!);
}
const filesOfCourse = (courseId: number) =>
  db().select().from(courseFiles).where(eq(courseFiles.courseId, courseId)).orderBy(asc(courseFiles.fileId));

describe('course file download', () => {
  it('answers a downloadable file with its name, type and the bytes behind its address', async () => {
    const [file] = await db().select().from(courseFiles).where(eq(courseFiles.fileId, 1));
    expect(file).toMatchObject({ courseId: 1, lessonId: null, fileName: '走进电路世界-课件.pdf', downloadable: true });
    const response = await raw('/course/periodDoc/download/1', { token: await login(READER) });
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const disposition = response.headers.get('Content-Disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="/);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1])).toBe('走进电路世界-课件.pdf');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(await bytesOfSample(file.url));
  });

  it('refuses a file that may not be downloaded, with a JSON message in the request language', async () => {
    // One of course 1's own files: the first such file of any course could be one the teacher may
    // not open at all, and which row an unordered query gives first differs between engines.
    const [file] = await db()
      .select()
      .from(courseFiles)
      .where(and(eq(courseFiles.courseId, 1), eq(courseFiles.downloadable, false)))
      .orderBy(asc(courseFiles.fileId))
      .limit(1);
    expect(file).toBeDefined();
    const token = await login(READER);
    const response = await raw(`/course/periodDoc/download/${file.fileId}`, { token });
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toEqual({ code: 500, msg: '该文件不允许下载，请在线预览', kind: 'invalid' });
    const en = await raw(`/course/periodDoc/download/${file.fileId}`, { token, lang: 'en' });
    expect(await en.json()).toEqual({
      code: 500,
      msg: 'This file may not be downloaded; please preview it online',
      kind: 'invalid',
    });
  });

  it('answers a JSON error that the client can show for an unknown file', async () => {
    const token = await login(READER);
    const response = await raw('/course/periodDoc/download/99999', { token });
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toEqual({ code: 500, msg: '文件不存在', kind: 'notFound' });
    const en = await raw('/course/periodDoc/download/99999', { token, lang: 'en' });
    expect(await en.json()).toEqual({ code: 500, msg: 'The file does not exist', kind: 'notFound' });
  });

  it('needs a login', async () => {
    expect(await (await raw('/course/periodDoc/download/1')).json()).toMatchObject({ code: 401 });
  });
});

describe('course zip download', () => {
  it('answers a valid ZIP of every downloadable file of the course and its lessons, none of the others', async () => {
    const response = await raw('/course/download/zip/1', { token: await login(READER), lang: 'en' });
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toContain(encodeURIComponent('Into the World of Circuits.zip'));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(String.fromCharCode(bytes[0], bytes[1])).toBe('PK');
    const files = readZip(bytes);
    const ofCourse = await filesOfCourse(1);
    const names = files.map((f) => f.name);
    // the course's own files first, then the lessons' in lesson order
    expect(names.slice(0, 4)).toEqual([
      '走进电路世界-课件.pdf',
      '走进电路世界-教学设计.docx',
      '走进电路世界-学习单.xlsx',
      '第1课时-课件.pdf',
    ]);
    expect([...names].sort()).toEqual(
      ofCourse
        .filter((f) => f.downloadable)
        .map((f) => f.fileName)
        .sort(),
    );
    expect(names).not.toContain('第4课时-课件.pdf');
    expect(ofCourse.find((f) => f.fileName === '第4课时-课件.pdf')?.downloadable).toBe(false);
    for (const file of files) expect(file.crc).toBe(nodeCrc32(file.data));
    expect(files[0].data).toEqual(await bytesOfSample(ofCourse[0].url));
  });

  it('names a repeated file "name (2)"', async () => {
    const [first] = await filesOfCourse(1);
    await db()
      .update(courseFiles)
      .set({ fileName: first.fileName })
      .where(and(eq(courseFiles.courseId, 1), eq(courseFiles.fileName, '走进电路世界-教学设计.docx')));
    const files = readZip(
      new Uint8Array(await (await raw('/course/download/zip/1', { token: await login(READER) })).arrayBuffer()),
    );
    expect(files.map((f) => f.name).slice(0, 2)).toEqual(['走进电路世界-课件.pdf', '走进电路世界-课件 (2).pdf']);
  });

  it('answers an empty but valid ZIP for a course without downloadable files', async () => {
    await db().update(courseFiles).set({ downloadable: false }).where(eq(courseFiles.courseId, 6));
    const response = await raw('/course/download/zip/6', { token: await login('admin') });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes).toHaveLength(22);
    expect(readZip(bytes)).toEqual([]);
  });

  it('answers a JSON error for an unknown course', async () => {
    const response = await raw('/course/download/zip/4200', { token: await login(READER) });
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toEqual({ code: 500, msg: '文件不存在', kind: 'notFound' });
  });
});
