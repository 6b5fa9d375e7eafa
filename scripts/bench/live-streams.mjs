// What the live stream costs the server (docs/api.md "Live events"): the real server on a new
// PGlite database, on 127.0.0.1, its resident memory when idle, then with STREAMS streams open
// (one per browser tab: each its own connection and its own one-use ticket; the tabs of as many
// accounts as the server's bound on an account's streams asks for), then a notice for
// everyone published and the time until every stream has it. Bounded: STREAMS streams, each step
// within its own time limit, everything given up after LIMIT_MS; every stream is closed and the
// server stopped by its pid at the end, on failure too.
//
//   node scripts/bench/live-streams.mjs          # on its own
//   npm run bench -- --only=live                 # as a group of the benchmark
import { request } from 'node:http';
import { startRealServer, freshDatabase, stopAllServers } from './real-server.mjs';
import { loginToken } from './server-calls.mjs';

export const STREAMS = 500;
/** The budget: 500 open streams cost the server less than this much memory over idle. */
export const LIVE_BUDGET = { extraRssBytes: 100 * 1024 * 1024, deliveryMs: 2_000 };
const LIMIT_MS = 180_000;
const SETTLE_MS = 3_000;
const MIB = 1024 * 1024;
/** The streams one account may keep open on an instance (server/lib/live/hub.ts MAX_STREAMS_PER_ACCOUNT). */
const STREAMS_PER_ACCOUNT = 10;

async function call(base, path, { token, method = 'GET', body } = {}) {
  const headers = { 'Content-Language': 'en' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}/csp${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

/** One stream on a connection of its own; resolves once it has said `ready`. */
function openStream(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`the stream answered ${res.statusCode}`));
      const stream = { text: '', heardAt: 0, close: () => req.destroy() };
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        stream.text += chunk;
        if (!stream.heardAt && stream.text.includes('event: notice')) stream.heardAt = performance.now();
        if (stream.text.includes('event: ready')) resolve(stream);
      });
      res.on('error', () => undefined);
    });
    req.on('error', reject);
    req.end();
  });
}

/** `count` teachers made by the administrator, each logged in: their tokens. */
async function tabOwners(base, adminToken, count) {
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const userName = `benchtab${i}`;
    const made = await call(base, '/system/user', {
      method: 'POST',
      token: adminToken,
      body: { userName, name: `Bench ${i}`, password: 'bench-pass-1', roleIds: [4] },
    });
    if (made.code !== 200) throw new Error(`the account ${userName} was refused: ${made.msg}`);
    tokens.push(await loginToken(base, userName, 'bench-pass-1'));
  }
  return tokens;
}

const rssOf = (server) => server.memoryNow()?.rss ?? 0;
const sleep = (ms) => new Promise((wake) => setTimeout(wake, ms));

async function within(ms, what, work) {
  let timer;
  try {
    return await Promise.race([
      work,
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: over ${ms} ms`)), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The figures: idle and loaded RSS, their difference, the time to open the streams and to reach them all. */
export async function measureLiveStreams({ streams = STREAMS, log = console.log } = {}) {
  const started = performance.now();
  const database = await freshDatabase(undefined);
  const open = [];
  try {
    const server = await startRealServer({ env: database.env });
    const token = await loginToken(server.url, 'admin');
    const owners = await tabOwners(server.url, token, Math.ceil(streams / STREAMS_PER_ACCOUNT));
    await sleep(SETTLE_MS);
    const idleRss = rssOf(server);
    log(`live: idle ${(idleRss / MIB).toFixed(1)} MiB; opening ${streams} streams`);
    const opening = performance.now();
    await within(
      LIMIT_MS / 2,
      'opening the streams',
      (async () => {
        // ten at a time, each with its own ticket, as tabs opening one after the other
        for (let i = 0; i < streams; i += 10) {
          const batch = Array.from({ length: Math.min(10, streams - i) }, async (_, j) => {
            const owner = owners[Math.floor((i + j) / STREAMS_PER_ACCOUNT)];
            const { data } = await call(server.url, '/live/ticket', { method: 'POST', token: owner, body: {} });
            open.push(await openStream(`${server.url}/csp/live?ticket=${encodeURIComponent(data.ticket)}`));
          });
          await Promise.all(batch);
        }
      })(),
    );
    const openMs = performance.now() - opening;
    await sleep(SETTLE_MS);
    const loadedRss = rssOf(server);
    log(`live: ${open.length} streams open, ${(loadedRss / MIB).toFixed(1)} MiB`);

    const sent = performance.now();
    const published = await call(server.url, '/system/notice', {
      method: 'POST',
      token,
      body: { title: 'Benchmark', noticeType: '1', content: '<p>live</p>', status: '1', audience: 'all' },
    });
    if (published.code !== 200) throw new Error(`the notice was refused: ${published.msg}`);
    await within(
      LIMIT_MS / 4,
      'reaching every stream',
      (async () => {
        while (open.some((s) => !s.heardAt)) await sleep(20);
      })(),
    );
    const deliveryMs = Math.max(...open.map((s) => s.heardAt)) - sent;
    const afterRss = rssOf(server);
    return {
      streams: open.length,
      idleRssBytes: idleRss,
      loadedRssBytes: loadedRss,
      afterPublishRssBytes: afterRss,
      extraRssBytes: Math.max(loadedRss, afterRss) - idleRss,
      openMs,
      deliveryMs,
      durationMs: performance.now() - started,
    };
  } finally {
    for (const stream of open) stream.close();
    await stopAllServers();
    await database.drop();
  }
}

export function liveVerdicts(result) {
  return [
    {
      id: 'extraRss',
      label: `server memory with ${result.streams} streams over idle`,
      ok: result.extraRssBytes < LIVE_BUDGET.extraRssBytes,
    },
    {
      id: 'delivery',
      label: `a notice reaches all ${result.streams} streams`,
      ok: result.deliveryMs < LIVE_BUDGET.deliveryMs,
    },
  ];
}

export function formatLive(result) {
  const mib = (bytes) => `${(bytes / MIB).toFixed(1)} MiB`;
  return [
    `  idle RSS                      ${mib(result.idleRssBytes)}`,
    `  RSS with ${result.streams} streams          ${mib(result.loadedRssBytes)}`,
    `  RSS after a notice to all     ${mib(result.afterPublishRssBytes)}`,
    `  extra over idle               ${mib(result.extraRssBytes)} (budget < ${mib(LIVE_BUDGET.extraRssBytes)})`,
    `  opening the streams           ${(result.openMs / 1000).toFixed(1)} s`,
    `  a notice reaching them all    ${result.deliveryMs.toFixed(0)} ms (budget < ${LIVE_BUDGET.deliveryMs} ms)`,
  ];
}

// run on its own
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureLiveStreams();
  for (const line of formatLive(result)) console.log(line);
  const missed = liveVerdicts(result).filter((v) => !v.ok);
  for (const verdict of missed) console.log(`over budget: ${verdict.label}`);
  process.exit(missed.length ? 1 : 0);
}
