import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../../server/db/data-folder-lock';

// docs/server.md "When the database is not there": a lock file a dead server left is taken over by
// exactly one of the servers starting on the folder at the same moment, however they interleave.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CLAIMERS = 5;
const TRIES = 20;
const ANSWER_TIMEOUT_MS = 15_000;

interface Claimer {
  pid: number;
  send(line: string): Promise<string>;
}

const children: ChildProcess[] = [];
const folders: string[] = [];

function startClaimer(): Promise<Claimer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/helpers/processes/data-folder-claimer.ts'], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  const waiting: Array<(line: string) => void> = [];
  createInterface({ input: child.stdout! }).on('line', (line) => waiting.shift()?.(line));
  const claimer: Claimer = {
    pid: child.pid!,
    send(line) {
      return new Promise((answer, fail) => {
        const timer = setTimeout(
          () => fail(new Error(`claimer ${child.pid} did not answer ${line}`)),
          ANSWER_TIMEOUT_MS,
        );
        waiting.push((reply) => {
          clearTimeout(timer);
          answer(reply);
        });
        child.stdin!.write(`${line}\n`);
      });
    },
  };
  return Promise.resolve(claimer);
}

/** The id of a process that has ended: what a server that died leaves in its lock file. */
async function deadPid(): Promise<number> {
  const dead = spawn(process.execPath, ['-e', '0']);
  await new Promise((done) => dead.once('exit', done));
  return dead.pid!;
}

let claimers: Claimer[] = [];

beforeAll(async () => {
  claimers = await Promise.all(Array.from({ length: CLAIMERS }, startClaimer));
  // each has loaded and answers before the first race
  await Promise.all(claimers.map((claimer) => claimer.send('release')));
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('a stale data folder lock', () => {
  it(`is taken over by exactly one of ${CLAIMERS} servers starting at once, ${TRIES} times out of ${TRIES}`, async () => {
    const winners: number[] = [];
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const folder = await mkdtemp(join(tmpdir(), 'csp-lock-race-'));
      folders.push(folder);
      await writeFile(join(folder, LOCK_FILE), `${await deadPid()}\n`);
      const at = Date.now() + 100;
      const answers = await Promise.all(claimers.map((claimer) => claimer.send(`claim ${folder} ${at}`)));
      const claimed = claimers.filter((_, i) => answers[i] === 'claimed');
      winners.push(claimed.length);
      if (claimed.length === 1) {
        // the one that claimed is the one the lock names; the others were told it is in use
        expect((await readFile(join(folder, LOCK_FILE), 'utf8')).trim()).toBe(String(claimed[0].pid));
        for (const answer of answers.filter((answer) => answer !== 'claimed'))
          expect(answer).toContain('is in use by another server');
      }
      await Promise.all(claimers.map((claimer) => claimer.send('release')));
    }
    expect(winners).toEqual(Array.from({ length: TRIES }, () => 1));
  }, 180_000);
});
