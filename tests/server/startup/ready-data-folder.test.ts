import { execFileSync, spawnSync } from 'node:child_process';
import { constants } from 'node:fs';
import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROBE_FILE } from '../../../server/db/data-folder-check';
import { createHealthApp } from '../../../server/health';
import { siteFetch } from '../../../server/web';
import { db, serverApp } from '../helpers/harness';

// /ready on PGlite (docs/server.md "Running it"): the database answering a read is not enough; its
// data folder must take a write, or the instance is not ready. The tests run as root, whom file
// modes do not stop, so a failing folder is made as the system would make it: immutable (as a
// read-only remount refuses every write, root's too), or stalled (a write that never returns).

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function dataFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'csp-ready-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

const ready = async (folder: string, timeoutMs?: number) => {
  const answer = await siteFetch(
    serverApp(),
    null,
    createHealthApp(db(), timeoutMs, folder),
  )(new Request('http://localhost/ready'));
  return { status: answer.status, body: await answer.json() };
};

/** Whether this file system lets root mark a folder immutable (ext4, xfs: yes; tmpfs, overlay: no). */
function canMakeImmutable(folder: string): boolean {
  return spawnSync('chattr', ['+i', folder]).status === 0;
}

describe('/ready on PGlite', () => {
  it('is ready while the data folder takes writes, and leaves nothing behind', async () => {
    const folder = await dataFolder();
    expect(await ready(folder)).toEqual({ status: 200, body: { status: 'ready' } });
    expect(spawnSync('ls', ['-A', folder]).stdout.toString()).toBe('');
  });

  it('answers 503 when the data folder refuses every write (as a read-only remount does)', async (context) => {
    const folder = await dataFolder();
    if (!canMakeImmutable(folder)) return context.skip('this file system has no immutable flag');
    cleanups.unshift(async () => void spawnSync('chattr', ['-i', folder]));
    expect(await ready(folder)).toEqual({ status: 503, body: { status: 'unavailable' } });
  });

  it('answers 503 when the write cannot land (the probe name taken by a folder)', async () => {
    const folder = await dataFolder();
    await mkdir(join(folder, PROBE_FILE));
    expect(await ready(folder)).toEqual({ status: 503, body: { status: 'unavailable' } });
  });

  it('answers 503 within its time when a write never returns (a stalled disk)', async () => {
    const folder = await dataFolder();
    const probe = join(folder, PROBE_FILE);
    execFileSync('mkfifo', [probe]);
    // the stalled write is let go at the end: a reader opens the FIFO (without waiting for a writer)
    cleanups.unshift(async () => void (await open(probe, constants.O_RDONLY | constants.O_NONBLOCK)).close());
    const started = Date.now();
    expect(await ready(folder, 300)).toEqual({ status: 503, body: { status: 'unavailable' } });
    expect(Date.now() - started).toBeLessThan(2_000);
    // a second call meanwhile shares the stuck probe and answers in time too
    expect((await ready(folder, 300)).status).toBe(503);
  });
});
