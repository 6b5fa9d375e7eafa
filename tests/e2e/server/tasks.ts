import type { Db } from '../../../server/db/types';

// Set-up and reads a browser test does on its file's database directly, for what no call of
// the API offers (or must not offer): each runs inside the test server's process
// (./test-server.ts) and answers with plain data. A test runs one by name with
// `session.server.run(name, args)`.

export const TASKS = {} satisfies Record<string, (db: Db, args: never) => Promise<unknown>>;

export type TaskName = keyof typeof TASKS;
export type TaskArgs<N extends TaskName> = Parameters<(typeof TASKS)[N]>[1];
export type TaskValue<N extends TaskName> = Awaited<ReturnType<(typeof TASKS)[N]>>;
