import type { Db } from '../../../server/db/types';
import { plantHostileData } from './tasks/plant-hostile-data';
import { seedIds } from './tasks/seed-ids';

// Set-up and reads a browser test does on its file's database directly, for what no call of
// the API offers (or must not offer): each runs inside the test server's process
// (./test-server.ts) and answers with plain data. A test runs one by name with
// `session.server.run(name, args)`. One small file per task under ./tasks/.

export const TASKS = {
  'seed-ids': seedIds,
  'plant-hostile-data': plantHostileData,
} satisfies Record<string, (db: Db, args: never) => Promise<unknown>>;

export type TaskName = keyof typeof TASKS;
export type TaskArgs<N extends TaskName> = Parameters<(typeof TASKS)[N]>[1];
export type TaskValue<N extends TaskName> = Awaited<ReturnType<(typeof TASKS)[N]>>;
