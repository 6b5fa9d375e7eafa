import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { fail } from '../../lib/errors';
import { failure, ok } from '../../lib/envelope';
import { fileStreamResponse } from '../../lib/file-response';
import { params, query } from '../../lib/input';
import {
  courseFileBytes,
  describeCourseFile,
  downloadableFiles,
  fileNotFound,
  readableCourse,
  readableCourseFile,
} from './course-files';
import { zipStream } from './course-zip';
import * as schema from './schema';
import { rawFileAccess } from './raw-access';
import { readUploadedFile } from './upload-body';
import { checkUploadAllowed, purposeOf } from './upload-rules';
import { storageContext } from './storage/choice';
import { FILE_NOT_FOUND, storedFile, storeUpload } from './uploads';

// docs/api.md "Files" and "Course files and preview": the upload (login only, upload-rules.ts),
// the uploaded files at their raw address (no token: an <img> or a link carries none; who gets
// them is raw-access.ts's), a course file's download,
// its description and preview, and a course's ZIP. server/app.ts exempts the upload from the JSON
// body limit; its own 5 MB limit is enforced while the body is read (upload-body.ts). A failed
// file call answers the JSON envelope, so a client can tell an error from a file.

export const UPLOAD_PATH = '/csp/system/oss/upload';

export const fileRoutes = new Hono<AppEnv>()
  .post('/system/oss/upload', authed(), query(schema.uploadQuery), async (c) => {
    const { db, clock, auth } = c.var;
    const file = await readUploadedFile(c.req.raw);
    await checkUploadAllowed(db, clock, auth, file, purposeOf(c.req.valid('query').purpose));
    return ok(c, await storeUpload(storageContext(c), auth, file));
  })
  .get('/system/oss/file/:ossId/:fileName', params(schema.rawFile), query(schema.signatureQuery), async (c) => {
    const { ossId } = c.req.valid('param');
    // a file the caller may not fetch answers exactly like a missing one: ids count up, and a
    // stranger trying them learns nothing (raw-access.ts)
    const cache = await rawFileAccess(c.var.db, ossId, c.req.valid('query'), c.var.clock.now());
    const file = cache === undefined ? undefined : await storedFile(storageContext(c), ossId);
    if (!file) return failure(c, 'notFound', FILE_NOT_FOUND);
    const response = fileStreamResponse(file.body, file.contentType, file.fileName, 'inline', file.size);
    response.headers.set('Cache-Control', cache!);
    return response;
  })
  .get('/course/periodDoc/download/:fileId', authed(), params(schema.oneCourseFile), async (c) => {
    const { db, auth } = c.var;
    const file = await readableCourseFile(db, auth, c.req.valid('param').fileId);
    if (!file.downloadable)
      fail('该文件不允许下载，请在线预览', 'This file may not be downloaded; please preview it online');
    const stored = (await courseFileBytes(storageContext(c), file)) ?? fileNotFound();
    const type = file.contentType || stored.contentType;
    return fileStreamResponse(stored.body, type, file.fileName, 'attachment', stored.size);
  })
  .get('/course/download/zip/:courseId', authed(), params(schema.oneCourse), async (c) => {
    const { db, auth, clock, lang } = c.var;
    const course = await readableCourse(db, auth, c.req.valid('param').courseId);
    const zip = await zipStream(await downloadableFiles(storageContext(c), course.courseId), clock.now());
    const title = lang === 'en' ? course.titleEn || course.title : course.title;
    return fileStreamResponse(zip, 'application/zip', `${title}.zip`, 'attachment');
  })
  .get('/course/file/:fileId/preview', authed(), params(schema.oneCourseFile), async (c) => {
    const { db, auth } = c.var;
    const file = await readableCourseFile(db, auth, c.req.valid('param').fileId);
    const stored = (await courseFileBytes(storageContext(c), file)) ?? fileNotFound();
    const type = file.contentType || stored.contentType;
    return fileStreamResponse(stored.body, type, file.fileName, 'inline', stored.size);
  })
  .get('/course/file/:fileId', authed(), params(schema.oneCourseFile), async (c) => {
    const { db, auth } = c.var;
    return ok(c, await describeCourseFile(db, await readableCourseFile(db, auth, c.req.valid('param').fileId)));
  });
