import { setImmediate as nextTurn } from 'node:timers';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { oneStartPerTurn } from '../../../server/db/pglite-turns';
import { rawRows, type Db } from '../../../server/db/types';
import { db } from '../helpers/harness';

// server/db/pglite-turns.ts: PGlite's queries start one per turn of the event loop, so that a
// saturated server still reads new connections between them.

describe('one start per turn of the event loop', () => {
  it('lets the calls start in the order asked, each in a turn of its own', async () => {
    const turn = oneStartPerTurn();
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) nextTurn(count);
    };
    nextTurn(count);
    const started: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map(async (name) => {
        await turn();
        started.push(`${name} in turn ${turns}`);
      }),
    );
    counting = false;
    expect(started).toEqual(['a in turn 1', 'b in turn 2', 'c in turn 3']);
  });
});

describe.skipIf(inject('serverDb').engine !== 'pglite')('PGlite paced by turns', () => {
  it('runs a transaction and the reads asked for meanwhile, each once, none waiting on another for ever', async () => {
    const inside: number[] = [];
    const [, ...outside] = await Promise.all([
      db().transaction(async (tx) => {
        inside.push((await rawRows<{ n: number }>(tx as unknown as Db, sql`select 1 as n`))[0].n);
        inside.push((await rawRows<{ n: number }>(tx as unknown as Db, sql`select 2 as n`))[0].n);
      }),
      ...[3, 4, 5].map(async (n) => (await rawRows<{ n: number }>(db(), sql`select ${n}::int as n`))[0].n),
    ]);
    expect(inside).toEqual([1, 2]);
    expect(outside).toEqual([3, 4, 5]);
  });
});
