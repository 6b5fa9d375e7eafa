import { randomUUID } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { ossConfigs } from '../../../db/schema';
import { ApiError } from '../../../lib/errors';
import type { Logger } from '../../../lib/log';
import { storageRefused, storageUnreachable, type FileBody, type FileStore, type Placement } from './file-store';

// An S3-style bucket (MinIO, Aliyun OSS, Tencent COS, AWS S3 all speak the protocol), named by a
// storage configuration: requests signed with AWS Signature V4 over fetch (aws4fetch). Every call
// is bounded by the timeout; a failure answers the bilingual envelope of file-store.ts and logs
// only the configuration's key, the call and the status, never a key, a signature or S3's text.

type OssConfigRow = typeof ossConfigs.$inferSelect;

export interface S3Options {
  /** how long a call may wait for the bucket: the whole upload, the answer to a read, each chunk of it */
  timeoutMs: number;
  now: Date;
  log: Logger;
}

/** Clouds that address a bucket as a host name (bucket.endpoint); anything else (MinIO) as a path. */
const VIRTUAL_HOSTED = [/\.aliyuncs\.com$/, /\.myqcloud\.com$/, /\.amazonaws\.com$/];

/** The object's address: path style `endpoint/bucket/key`, or `bucket.endpoint/key` for the clouds above. */
export function objectUrl(config: OssConfigRow, key: string): string {
  const scheme = config.isHttps === 'Y' ? 'https' : 'http';
  const endpoint = config.endpoint.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
  const path = key.split('/').map(encodeURIComponent).join('/');
  const host = endpoint.split(':')[0];
  return VIRTUAL_HOSTED.some((cloud) => cloud.test(host))
    ? `${scheme}://${config.bucketName}.${endpoint}/${path}`
    : `${scheme}://${endpoint}/${encodeURIComponent(config.bucketName)}/${path}`;
}

/** `prefix/2026/11/28/<uuid>.pdf`: unique, and the bucket sorts by day like RuoYi's. */
function newKey(prefix: string, fileName: string, now: Date): string {
  const dot = fileName.lastIndexOf('.');
  const ext =
    dot > 0
      ? fileName
          .slice(dot)
          .toLowerCase()
          .replace(/[^.a-z0-9]/g, '')
      : '';
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0'));
  const folder = prefix.replace(/^\/+|\/+$/g, '');
  return [...(folder ? [folder] : []), ...day, `${randomUUID()}${ext}`].join('/');
}

/** S3's error code (`<Code>NoSuchKey</Code>`), the only part of its answer worth a log line. */
async function errorCode(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return /<Code>([A-Za-z]{1,64})<\/Code>/.exec(text)?.[1] ?? '';
}

/** A stream that fails when the bucket sends nothing for `timeoutMs` while it is being read. */
function bounded(body: ReadableStream<Uint8Array>, timeoutMs: number, onStall: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let timer: NodeJS.Timeout | undefined;
      const stalled = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('stalled')), timeoutMs);
      });
      try {
        const { done, value } = await Promise.race([reader.read(), stalled]);
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        onStall();
        controller.error(error);
        void reader.cancel().catch(() => undefined);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

export function s3Store(config: OssConfigRow, options: S3Options): FileStore {
  const client = new AwsClient({
    accessKeyId: config.accessKey,
    secretAccessKey: config.secretKey,
    service: 's3',
    region: config.region || 'us-east-1',
    // the timeout bounds each call; retries would only stretch it
    retries: 0,
  });
  const unreachable = () => new ApiError('internal', storageUnreachable(config.configKey));
  const refused = () => new ApiError('internal', storageRefused(config.configKey));
  const log = (call: string, outcome: string) =>
    options.log.warn({ storage: config.configKey, call, outcome }, 'file storage call failed');

  /** One signed call; the network failing or the timeout passing is "unreachable". */
  async function send(call: string, key: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
    try {
      return await client.fetch(objectUrl(config, key), { ...init, signal });
    } catch (error) {
      // the network's own code (ECONNREFUSED, ENOTFOUND ...) says what went wrong, and nothing secret
      const cause = (error as { cause?: { code?: unknown } }).cause;
      const reason = typeof cause?.code === 'string' ? cause.code : (error as Error).name;
      log(call, signal.aborted ? `no answer within ${options.timeoutMs} ms` : reason);
      throw unreachable();
    }
  }

  /** Any answer but success: the bucket's own trouble (5xx) is "unreachable", a refusal "refused". */
  async function failed(call: string, response: Response): Promise<ApiError> {
    log(call, `${response.status} ${await errorCode(response)}`.trim());
    return response.status >= 500 ? unreachable() : refused();
  }

  return {
    async put({ bytes, contentType, fileName }): Promise<Placement> {
      const objectKey = newKey(config.prefix, fileName, options.now);
      const signal = AbortSignal.timeout(options.timeoutMs);
      const response = await send(
        'PUT',
        objectKey,
        { method: 'PUT', body: bytes, headers: { 'Content-Type': contentType } },
        signal,
      );
      if (!response.ok) throw await failed('PUT', response);
      await response.body?.cancel();
      return { content: null, ossConfigId: config.ossConfigId, objectKey };
    },

    async get({ objectKey }): Promise<FileBody | undefined> {
      if (!objectKey) return undefined;
      // the timeout bounds the wait for the answer; the body then gets it again for every chunk
      // (a slow client reading slowly is no stalled bucket)
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      let response: Response;
      try {
        response = await send('GET', objectKey, { method: 'GET' }, controller.signal);
      } finally {
        clearTimeout(timer);
      }
      if (response.status === 404) {
        const code = await errorCode(response);
        if (code === 'NoSuchKey' || code === '') return undefined;
        log('GET', `404 ${code}`);
        throw refused();
      }
      if (!response.ok || !response.body) throw await failed('GET', response);
      const size = Number(response.headers.get('Content-Length') ?? NaN);
      return {
        body: bounded(response.body, options.timeoutMs, () => {
          log('GET', `the body stalled for ${options.timeoutMs} ms`);
          controller.abort();
        }),
        size,
      };
    },

    async delete({ objectKey }): Promise<void> {
      if (!objectKey) return;
      // best effort: an object left behind costs space, not correctness
      try {
        const response = await send('DELETE', objectKey, { method: 'DELETE' }, AbortSignal.timeout(options.timeoutMs));
        if (!response.ok) await failed('DELETE', response);
        else await response.body?.cancel();
      } catch {
        // already logged
      }
    },
  };
}
