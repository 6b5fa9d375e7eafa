import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../helpers/processes/event-stream';
import { freePort } from '../helpers/processes/free-port';
import { startNginx, nginxForTests, type Nginx } from '../helpers/processes/nginx';
import { createPgCluster, postgresBinariesForTests, removeAllPgClusters } from '../helpers/processes/pg-cluster';
import {
  call,
  logIn,
  startServer,
  stopAllServers,
  trustCertificate,
  type ServerProcess,
} from '../helpers/processes/server-process';

// The live stream across two instances on one PostgreSQL behind nginx (docs/api.md "Live
// events"): a notice published on one instance reaches, within 2 s, the streams of its audience
// on the other instance and through nginx (the shipped site file, which must not buffer the
// stream), and nobody else's. The instances hear each other through LISTEN/NOTIFY.

const PORTS = { postgres: [55540, 55549], servers: [8200, 8209] } as const;
const LIVE_WITHIN_MS = 2_000;

describe.runIf(postgresBinariesForTests() && nginxForTests())('live events on two instances behind nginx', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: Nginx;

  beforeAll(async () => {
    const cluster = await createPgCluster({ ports: [...PORTS.postgres] });
    await cluster.start();
    const databaseUrl = cluster.url();
    const ports = [await freePort(...PORTS.servers), await freePort(...PORTS.servers)];
    [a, b] = await Promise.all(
      ports.map((port) => startServer(port, { DATABASE_URL: databaseUrl, TRUST_PROXY: 'loopback' })),
    );
    proxy = await startNginx(await freePort(...PORTS.servers), await freePort(...PORTS.servers), ports);
    trustCertificate(proxy.url, proxy.ca);
  }, 180_000);

  afterAll(async () => {
    await proxy?.stop();
    await stopAllServers();
    await removeAllPgClusters();
  });

  const tokenOf = async (base: string, username: string) => {
    const login = await logIn(base, username, 'admin123');
    expect(login.code, login.msg).toBe(200);
    return String(login.token);
  };
  const ticketOf = async (base: string, token: string) =>
    String(((await call(base, '/live/ticket', { method: 'POST', token, body: {} })).data as { ticket: string }).ticket);
  const streamAt = async (base: string, ticket: string, ca?: string) => {
    const stream = await openEventStream(`${base}/csp/live?ticket=${encodeURIComponent(ticket)}`, ca);
    expect(stream.status).toBe(200);
    expect(await stream.waitFor('event: ready')).toBe(true);
    return stream;
  };

  it("brings a notice published on one instance to its audience's streams on the other and through nginx", async () => {
    const teacher = await tokenOf(a.url, 'teacher'); // school 1
    const principal = await tokenOf(b.url, 'principal'); // school 1
    const outsider = await tokenOf(a.url, 'zhangwei'); // school 2
    const admin = await tokenOf(a.url, 'admin');

    // a ticket from one instance opens the stream on the other: the instances share its key
    const onB = await streamAt(b.url, await ticketOf(a.url, teacher));
    const throughNginx = await streamAt(proxy.url, await ticketOf(proxy.url, principal), proxy.ca);
    expect(throughNginx.headers['content-type']).toContain('text/event-stream');
    const outside = await streamAt(b.url, await ticketOf(b.url, outsider));

    const published = await call(a.url, '/system/notice', {
      method: 'POST',
      token: admin,
      body: {
        title: 'Two instances',
        noticeType: '1',
        content: '<p>live</p>',
        status: '1',
        audience: 'schools',
        schoolIds: [1],
      },
    });
    expect(published.code, published.msg).toBe(200);
    const sent = Date.now();
    const event = `event: notice\ndata: {"noticeId":${(published.data as { noticeId: number }).noticeId}}`;
    const [heardOnB, heardThroughNginx] = await Promise.all([
      onB.waitFor(event, LIVE_WITHIN_MS),
      throughNginx.waitFor(event, LIVE_WITHIN_MS),
    ]);
    expect({ heardOnB, heardThroughNginx }).toEqual({ heardOnB: true, heardThroughNginx: true });
    expect(Date.now() - sent).toBeLessThan(LIVE_WITHIN_MS);
    expect(await outside.waitFor('event: notice', 500)).toBe(false);

    // the teacher's bell then finds it, on either instance
    const mine = await call(b.url, '/system/notice/mine', { token: teacher });
    expect((mine.data as { rows: Array<{ title: string }> }).rows.map((row) => row.title)).toContain('Two instances');
    for (const stream of [onB, throughNginx, outside]) stream.close();
  });

  it('opens one stream with a ticket: taken on one instance, it is refused on the other', async () => {
    const ticket = await ticketOf(a.url, await tokenOf(a.url, 'teacher'));
    const first = await streamAt(a.url, ticket);
    const replay = await openEventStream(`${b.url}/csp/live?ticket=${encodeURIComponent(ticket)}`);
    expect(replay.headers['content-type']).not.toContain('text/event-stream');
    expect(await replay.waitFor('"kind":"invalid"')).toBe(true);
    for (const stream of [first, replay]) stream.close();
  });
});
