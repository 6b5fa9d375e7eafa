import { count, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { CONFIGS_TTL_MS } from '../../../server/areas/file/storage/choice';
import { ossConfigs, ossFiles } from '../../../server/db/schema';
import { call, login, raw } from '../helpers/client';
import { addCourseFiles, courseFileRow } from '../helpers/rows/course-file-rows';
import { clock, db, serverLog } from '../helpers/harness';
import { BUCKET, deadEndpoint, S3RVER_KEY, silentEndpoint, startBucket, type LocalBucket } from '../helpers/s3-bucket';
import { fetchUrl, form, upload, uploadRequest } from '../helpers/upload';

// docs/server.md "Areas" (files): while an S3-style storage configuration is active, uploads go to
// its bucket (here s3rver, started by the test) and previews, downloads and the course ZIP read
// them from there; switching back to `local` stores new files in the database again and leaves the
// bucket's files readable. A bucket that is down, refuses or does not answer gives the upload a
// bilingual error, never S3's own text, within the timeout.

let bucket: LocalBucket;
beforeAll(async () => {
  bucket = await startBucket();
});
afterAll(() => bucket?.stop());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7, 250]);

interface Storage {
  configKey: string;
  endpoint?: string;
  bucketName?: string;
  accessKey?: string;
  secretKey?: string;
}

/** Adds a configuration through the storage screen's calls and makes it the active one. */
async function activate(token: string, storage: Storage): Promise<number> {
  const added = await call<{ ossConfigId: number }>('/system/oss/config', {
    method: 'POST',
    token,
    body: {
      endpoint: bucket.endpoint,
      bucketName: BUCKET,
      accessKey: S3RVER_KEY,
      secretKey: S3RVER_KEY,
      prefix: 'courseware',
      isHttps: 'N',
      region: 'us-east-1',
      ...storage,
    },
  });
  expect(added.code, added.msg).toBe(200);
  await switchTo(token, added.data.ossConfigId);
  return added.data.ossConfigId;
}

async function switchTo(token: string, ossConfigId: number): Promise<void> {
  const on = await call('/system/oss/config/changeStatus', {
    method: 'PUT',
    token,
    body: { ossConfigId, status: '0' },
  });
  expect(on.code, on.msg).toBe(200);
}

async function localId(): Promise<number> {
  const [row] = await db().select().from(ossConfigs).where(eq(ossConfigs.configKey, 'local'));
  return row.ossConfigId;
}

const rowOf = async (ossId: number) => (await db().select().from(ossFiles).where(eq(ossFiles.ossId, ossId)))[0];
const fileCount = async () => (await db().select({ n: count() }).from(ossFiles))[0].n;
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('files in an S3-compatible bucket', () => {
  it('uploads to the bucket, serves previews, downloads and the course ZIP from it, and keeps them after switching back', async () => {
    const admin = await login('admin');
    const s3Id = await activate(admin, { configKey: 's3test' });

    const reply = await upload(form('电路图.png', PNG, 'image/png'), admin);
    expect(reply.code, reply.msg).toBe(200);
    // the row names the bucket's object; the bytes are not in the database
    const row = await rowOf(reply.data.ossId);
    expect(row).toMatchObject({ ossConfigId: s3Id, content: null, size: PNG.byteLength, contentType: 'image/png' });
    expect(row.objectKey).toMatch(/^courseware\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(bucket.object(row.objectKey!)).toEqual(PNG);

    // the upload's own address, as an <img> reads it
    const served = await fetchUrl(reply.data.url);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Content-Length')).toBe(String(PNG.byteLength));
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await bytesOf(served)).toEqual(PNG);

    // a course file on it: preview, download and the course's ZIP
    await addCourseFiles(
      courseFileRow(7001, 'png', { fileName: '电路图.png', url: reply.data.url, size: PNG.byteLength, sort: 0 }),
    );
    const preview = await raw('/course/file/7001/preview', { token: admin });
    expect(preview.headers.get('Content-Disposition')).toMatch(/^inline;/);
    expect(await bytesOf(preview)).toEqual(PNG);
    const download = await raw('/course/periodDoc/download/7001', { token: admin });
    expect(download.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    expect(await bytesOf(download)).toEqual(PNG);
    const zip = await raw('/course/download/zip/1', { token: admin });
    expect(zip.headers.get('Content-Type')).toBe('application/zip');
    expect(unzipSync(await bytesOf(zip))['电路图.png']).toEqual(PNG);

    // back to local: new files go to the database, the bucket's stay readable from the bucket
    await switchTo(admin, await localId());
    const later = await upload(form('later.txt', new TextEncoder().encode('later'), 'text/plain'), admin);
    expect(await rowOf(later.data.ossId)).toMatchObject({ ossConfigId: null, objectKey: null });
    expect(new TextDecoder().decode((await rowOf(later.data.ossId)).content!)).toBe('later');
    expect(await bytesOf(await fetchUrl(reply.data.url))).toEqual(PNG);
    expect(await bytesOf(await raw('/course/periodDoc/download/7001', { token: admin }))).toEqual(PNG);

    // the configuration its files are read through cannot go while they are there
    const removed = await call(`/system/oss/config/${s3Id}`, { method: 'DELETE', token: admin, lang: 'en' });
    expect(removed).toMatchObject({
      code: 500,
      msg: 'The storage configuration s3test still holds files and cannot be deleted',
      kind: 'conflict',
    });
  });

  it('answers "file does not exist" for an object gone from the bucket', async () => {
    const admin = await login('admin');
    await activate(admin, { configKey: 's3test' });
    const reply = await upload(form('gone.png', PNG, 'image/png'), admin);
    await db()
      .update(ossFiles)
      .set({ objectKey: 'courseware/never-written.png' })
      .where(eq(ossFiles.ossId, reply.data.ossId));
    expect(await (await fetchUrl(reply.data.url)).json()).toEqual({ code: 500, msg: '文件不存在', kind: 'notFound' });
  });

  it('refuses the upload with a clear message when the bucket is down or refuses, and writes no row', async () => {
    const admin = await login('admin');
    const before = await fileCount();

    await activate(admin, { configKey: 'down', endpoint: await deadEndpoint() });
    const down = await upload(form('a.png', PNG, 'image/png'), admin, 'en');
    expect(down).toEqual({
      code: 500,
      msg: 'The file storage down cannot be reached right now; try again later or contact the administrator',
      kind: 'internal',
    });
    expect((await upload(form('a.png', PNG, 'image/png'), admin)).msg).toBe(
      '文件存储 down 暂时无法访问，请稍后再试或联系管理员',
    );

    // a key the bucket does not know, and a bucket that does not exist: S3's text stays out
    for (const storage of [
      { configKey: 'wrongkey', accessKey: 'NOBODY-KEY', secretKey: 'never-logged-secret' },
      { configKey: 'nobucket', bucketName: 'no-such-bucket' },
    ]) {
      await activate(admin, storage);
      const refused = await upload(form('a.png', PNG, 'image/png'), admin, 'en');
      expect(refused).toEqual({
        code: 500,
        msg: `The file storage ${storage.configKey} refused the request; check the storage configuration's endpoint, bucket and keys`,
        kind: 'internal',
      });
    }
    expect(await fileCount()).toBe(before);

    // the log says which storage failed and how, without a key or S3's text
    const failures = serverLog.entries().filter((entry) => entry.msg === 'file storage call failed');
    expect(failures.map((entry) => [entry.storage, entry.outcome])).toEqual([
      ['down', 'ECONNREFUSED'],
      ['down', 'ECONNREFUSED'],
      ['wrongkey', '403 InvalidAccessKeyId'],
      ['nobucket', '404 NoSuchBucket'],
    ]);
    const lines = serverLog.lines().join('\n');
    expect(lines).not.toContain('never-logged-secret');
    expect(lines).not.toContain('NOBODY-KEY');
  });

  it('bounds every call by the timeout when the bucket takes the connection and never answers', async () => {
    const admin = await login('admin');
    const silent = await silentEndpoint();
    try {
      // a file written to the real bucket first, then its configuration pointed at the silent one
      const s3Id = await activate(admin, { configKey: 'silent' });
      const stored = await upload(form('a.png', PNG, 'image/png'), admin);
      expect(stored.code).toBe(200);
      const edit = await call<Record<string, unknown>>(`/system/oss/config/${s3Id}`, { token: admin });
      const saved = await call('/system/oss/config', {
        method: 'PUT',
        token: admin,
        body: { ...edit.data, endpoint: silent.endpoint, secretKey: '' },
      });
      expect(saved.code, saved.msg).toBe(200);

      const app = createApp({ db: db(), clock, storageTimeoutMs: 400 });
      const started = Date.now();
      const up = await (await app.fetch(uploadRequest(form('b.png', PNG, 'image/png'), admin, 'en'))).json();
      expect(up).toEqual({
        code: 500,
        msg: 'The file storage silent cannot be reached right now; try again later or contact the administrator',
        kind: 'internal',
      });
      const read = await (await app.fetch(new Request(`http://localhost${stored.data.url}`))).json();
      expect(read.msg).toBe('文件存储 silent 暂时无法访问，请稍后再试或联系管理员');
      // the course ZIP whose first file is there answers the same error, not a broken download
      await addCourseFiles(courseFileRow(7002, 'png', { url: stored.data.url, sort: -1 }));
      const zip = await app.fetch(
        new Request('http://localhost/csp/course/download/zip/1', { headers: { Authorization: `Bearer ${admin}` } }),
      );
      expect(zip.headers.get('Content-Type')).toContain('application/json');
      expect((await zip.json()).msg).toBe('文件存储 silent 暂时无法访问，请稍后再试或联系管理员');
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      await silent.stop();
    }
  });

  it('follows a switch made by another instance once its copy of the configurations is 2 s old', async () => {
    const admin = await login('admin');
    const first = await upload(form('a.txt', new TextEncoder().encode('a'), 'text/plain'), admin);
    expect((await rowOf(first.data.ossId)).ossConfigId).toBeNull();

    // another instance adds and switches on a bucket: written to the shared database, not told here
    const [other] = await db()
      .insert(ossConfigs)
      .values({
        configKey: 'elsewhere',
        accessKey: S3RVER_KEY,
        secretKey: S3RVER_KEY,
        bucketName: BUCKET,
        endpoint: bucket.endpoint,
        status: '1',
      })
      .returning();
    await db().transaction(async (tx) => {
      await tx.update(ossConfigs).set({ status: '1' }).where(eq(ossConfigs.status, '0'));
      await tx.update(ossConfigs).set({ status: '0' }).where(eq(ossConfigs.ossConfigId, other.ossConfigId));
    });

    const soon = await upload(form('b.txt', new TextEncoder().encode('b'), 'text/plain'), admin);
    expect((await rowOf(soon.data.ossId)).ossConfigId).toBeNull();
    clock.advance(CONFIGS_TTL_MS);
    const later = await upload(form('c.txt', new TextEncoder().encode('c'), 'text/plain'), admin);
    const row = await rowOf(later.data.ossId);
    expect(row.ossConfigId).toBe(other.ossConfigId);
    expect(new TextDecoder().decode(bucket.object(row.objectKey!))).toBe('c');
  });
});
