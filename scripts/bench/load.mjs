// One load run of the benchmark (bench/server-load.mjs): autocannon, in this process, on
// loopback, `connections` connections for `seconds` seconds against one call. Every answer is
// checked, not only counted: an HTTP status other than 2xx, an envelope whose code is not 200
// (the server answers its errors with HTTP 200, docs/api.md "Envelope") and a socket error or
// timeout are each an error under load.
import autocannon from 'autocannon';

export const LOAD_CONNECTIONS = 50;
export const LOAD_SECONDS = 10;

/** The envelope's code, read from the start of the answer as the server writes it. */
const ENVELOPE_OK = /^\{"code":200[,}]/;

/**
 * Runs the load and answers requests per second (the mean of autocannon's per-second samples),
 * the 50th and 99th percentile of the latency in ms, the answers counted and the errors by kind
 * (socket: autocannon's errors, a call unanswered after its 10 s timeout included).
 * `tokens`: session tokens, one per connection in turn (each connection a console of its own),
 * sent as `Authorization: Bearer`; `bodies`: the bodies of a POST, one per connection in turn.
 */
export async function runLoad({
  url,
  method = 'GET',
  bodies = [],
  tokens = [],
  connections = LOAD_CONNECTIONS,
  seconds = LOAD_SECONDS,
}) {
  const path = new URL(url).pathname + new URL(url).search;
  const headers = bodies.length ? { 'Content-Type': 'application/json' } : {};
  let next = 0;
  let wrongEnvelopes = 0;
  /** the first wrong envelope, to say what went wrong */
  let firstWrong = null;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method,
        path,
        headers,
        onResponse: (status, text) => {
          // a non-2xx status is autocannon's own count (non2xx)
          if (status >= 200 && status < 300 && !ENVELOPE_OK.test(text)) {
            wrongEnvelopes++;
            firstWrong ??= text.slice(0, 200);
          }
        },
      },
    ],
    setupClient: (client) => {
      const turn = next++;
      if (tokens.length) client.setHeaders({ ...headers, Authorization: `Bearer ${tokens[turn % tokens.length]}` });
      if (bodies.length) client.setBody(bodies[turn % bodies.length]);
    },
  });
  const errors = { http: result.non2xx, envelope: wrongEnvelopes, socket: result.errors };
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    answers: result.requests.total,
    errors,
    errorCount: errors.http + errors.envelope + errors.socket,
    firstWrongEnvelope: firstWrong,
  };
}
