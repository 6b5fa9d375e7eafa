import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectUrl } from '../../../server/areas/file/storage/s3-store';
import { ossConfigs } from '../../../server/db/schema';
import { call, login } from '../helpers/client';
import { fetchUrl, form, upload } from '../helpers/upload';

// The requests the server sends a bucket are signed as S3 checks them (AWS Signature V4). s3rver,
// which the other storage tests use, does not check V4 signatures; here a bucket that records
// what it is sent stands in, and the signature is computed again from the request by the
// algorithm of AWS's documentation (itself checked first against AWS's published example).

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

interface SignedRequest {
  method: string;
  /** the path and query as sent */
  path: string;
  headers: Record<string, string>;
  signedHeaders: string[];
  secretKey: string;
  region: string;
}

/** AWS Signature V4 for S3, as https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html writes it. */
function signatureOf(request: SignedRequest): string {
  const [path, query = ''] = request.path.split('?');
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .sort()
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .join('&');
  const canonicalHeaders = request.signedHeaders
    .map((name) => `${name}:${request.headers[name].trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    request.signedHeaders.join(';'),
    request.headers['x-amz-content-sha256'],
  ].join('\n');
  const datetime = request.headers['x-amz-date'];
  const scope = `${datetime.slice(0, 8)}/${request.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', datetime, scope, sha256(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${request.secretKey}`, datetime.slice(0, 8));
  for (const part of [request.region, 's3', 'aws4_request']) key = hmac(key, part);
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

describe('the signature check of this test', () => {
  it("gives AWS's published signature for its GET Object example", () => {
    const headers = {
      host: 'examplebucket.s3.amazonaws.com',
      range: 'bytes=0-9',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'x-amz-date': '20130524T000000Z',
    };
    expect(
      signatureOf({
        method: 'GET',
        path: '/test.txt',
        headers,
        signedHeaders: Object.keys(headers),
        secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      }),
    ).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });
});

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Server;
let endpoint = '';
const received: Received[] = [];
const objects = new Map<string, Buffer>();

beforeAll(async () => {
  // a bucket that keeps what is put and answers it back, and records every request
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ method: req.method!, path: req.url!, headers: req.headers, body });
      if (req.method === 'PUT') {
        objects.set(req.url!, body);
        res.writeHead(200).end();
      } else {
        const object = objects.get(req.url!);
        if (object) res.writeHead(200, { 'Content-Length': object.byteLength }).end(object);
        else res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** The request's Authorization header checked against the signature computed here. */
function expectSigned(request: Received, accessKey: string, secretKey: string, region: string) {
  const authorization = String(request.headers.authorization);
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  expect(match, authorization).not.toBeNull();
  const [, credential, , signedRegion, signedHeaders, signature] = match!;
  expect(credential).toBe(accessKey);
  expect(signedRegion).toBe(region);
  expect(signedHeaders.split(';')).toEqual(expect.arrayContaining(['host', 'x-amz-content-sha256', 'x-amz-date']));
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
  const payload = headers['x-amz-content-sha256'];
  // a signed payload hash must be the body's; UNSIGNED-PAYLOAD is S3's documented alternative
  if (payload !== 'UNSIGNED-PAYLOAD') expect(payload).toBe(sha256(request.body));
  expect(signatureOf({ ...request, headers, signedHeaders: signedHeaders.split(';'), secretKey, region })).toBe(
    signature,
  );
}

describe('requests to a bucket', () => {
  it('are signed with the configuration keys and region, for the upload and the read', async () => {
    const admin = await login('admin');
    const added = await call<{ ossConfigId: number }>('/system/oss/config', {
      method: 'POST',
      token: admin,
      body: {
        configKey: 'signed',
        endpoint,
        bucketName: 'csp',
        accessKey: 'AKIDsignedTest01',
        secretKey: 'signed/secret+key=01',
        region: 'cn-test-1',
        isHttps: 'N',
        prefix: '',
      },
    });
    expect(added.code, added.msg).toBe(200);
    await call('/system/oss/config/changeStatus', {
      method: 'PUT',
      token: admin,
      body: { ossConfigId: added.data.ossConfigId, status: '0' },
    });

    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 10, 1, 2]);
    const reply = await upload(form('讲义 第1课.pdf', bytes, 'application/pdf'), admin);
    expect(reply.code, reply.msg).toBe(200);
    expect(new Uint8Array(await (await fetchUrl(reply.data.url)).arrayBuffer())).toEqual(bytes);

    const [put, get] = received.slice(-2);
    expect(put.method).toBe('PUT');
    expect(put.path).toMatch(/^\/csp\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(new Uint8Array(put.body)).toEqual(bytes);
    expect(put.headers['content-type']).toBe('application/pdf');
    expectSigned(put, 'AKIDsignedTest01', 'signed/secret+key=01', 'cn-test-1');
    expect(get).toMatchObject({ method: 'GET', path: put.path });
    expectSigned(get, 'AKIDsignedTest01', 'signed/secret+key=01', 'cn-test-1');
  });
});

describe('object addresses', () => {
  const config = (endpoint: string, isHttps: 'Y' | 'N') =>
    ({ endpoint, isHttps, bucketName: 'csp-1250000000' }) as typeof ossConfigs.$inferSelect;

  it('put the bucket in the host for the clouds that want it, in the path for MinIO and the like', () => {
    expect(objectUrl(config('cos.ap-guangzhou.myqcloud.com', 'Y'), 'a/b c.png')).toBe(
      'https://csp-1250000000.cos.ap-guangzhou.myqcloud.com/a/b%20c.png',
    );
    expect(objectUrl(config('oss-cn-shanghai.aliyuncs.com', 'Y'), 'k.pdf')).toBe(
      'https://csp-1250000000.oss-cn-shanghai.aliyuncs.com/k.pdf',
    );
    expect(objectUrl(config('s3.eu-west-1.amazonaws.com', 'Y'), 'k')).toBe(
      'https://csp-1250000000.s3.eu-west-1.amazonaws.com/k',
    );
    expect(objectUrl(config('minio.school.example:9000', 'N'), 'x/y.png')).toBe(
      'http://minio.school.example:9000/csp-1250000000/x/y.png',
    );
    // a scheme or a trailing slash typed into the endpoint does not change the address
    expect(objectUrl(config('https://minio.school.example/', 'N'), 'k')).toBe(
      'http://minio.school.example/csp-1250000000/k',
    );
  });
});
