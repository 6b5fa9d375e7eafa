// Calls over HTTPS that trust one certificate of our own (nginx's self-signed one, scripts/bench/
// nginx.mjs), with the host's name checked against it: Node's fetch trusts only the system's
// authorities, and turning verification off would not show that nginx serves the certificate.
import { connect } from 'node:http2';
import { request } from 'node:https';

/**
 * One HTTP/1.1 request to `url` trusting `ca`, answered as fetch answers (a Response); redirects
 * are not followed. `body`: text only.
 */
export function https(url, { ca, method = 'GET', headers = {}, body } = {}) {
  if (body !== undefined && typeof body !== 'string') throw new Error('https(): the body must be text');
  return new Promise((resolve, reject) => {
    const call = request(new URL(url), { method, headers, ca, agent: false }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const fields = new Headers();
        for (const [name, value] of Object.entries(answer.headers))
          for (const one of [value].flat()) if (one !== undefined) fields.append(name, one);
        const status = answer.statusCode ?? 0;
        const noBody = status === 204 || status === 304;
        resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, headers: fields }));
      });
    });
    call.on('error', reject);
    call.end(body);
  });
}

/** One GET over HTTP/2 (ALPN h2) trusting `ca`: its status and headers. */
export function http2Get(url, { ca }) {
  const { origin, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca });
    session.on('error', reject);
    const stream = session.request({ ':method': 'GET', ':path': `${pathname}${search}` });
    stream.on('error', reject);
    stream.on('response', (headers) => {
      stream.resume();
      stream.on('end', () => {
        session.close();
        resolve({ status: Number(headers[':status']), headers });
      });
    });
    stream.end();
  });
}
