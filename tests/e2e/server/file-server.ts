import { fork, type ChildProcess } from 'node:child_process';
import type { FromParent, ToParent } from './messages';
import type { TaskArgs, TaskName, TaskValue } from './tasks';

// The parent's side of a browser test worker's own server (./test-server.ts): started before the
// worker's first test, reset to the seed before each test, ended with the worker.

const START_TIMEOUT_MS = 60_000;
const CALL_TIMEOUT_MS = 30_000;

/** A message to the server without its id (which `ask` adds). */
type Request = FromParent extends infer M ? (M extends FromParent ? Omit<M, 'id'> : never) : never;

export interface FileServer {
  readonly baseURL: string;
  /** Puts the database back to the seed and the clock back to now. */
  reset(): Promise<void>;
  /** Moves the server's clock on, as if that much time had passed. */
  advanceClock(ms: number): Promise<void>;
  /** Runs one of ./tasks.ts on the file's database, in the server's process. */
  run<N extends TaskName>(task: N, args: TaskArgs<N>): Promise<TaskValue<N>>;
  /** false once its process has ended */
  running(): boolean;
  stop(): Promise<void>;
}

export interface FileServerOptions {
  /** the run's migrated, seeded PGlite template (a dump) */
  template: string;
  /** the console's production build */
  webDir: string;
  /** ./test-server.ts bundled by the run's global setup */
  entry: string;
}

function listening(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(
      () => reject(new Error(`the test server did not start within ${START_TIMEOUT_MS} ms\n${output}`)),
      START_TIMEOUT_MS,
    );
    child.on('message', (message: ToParent) => {
      if (message.type !== 'listening') return;
      clearTimeout(timer);
      resolve(message.port);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the test server exited with ${code} before listening\n${output}`));
    });
  });
}

export async function startFileServer({ template, webDir, entry }: FileServerOptions): Promise<FileServer> {
  const child = fork(entry, [], {
    // a bundle needs no loader: none of the test worker's node flags
    execArgv: [],
    env: { ...process.env, E2E_TEMPLATE: template, E2E_WEB_DIR: webDir },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  const port = await listening(child);
  let lastId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  child.on('message', (message: ToParent) => {
    if (message.type === 'listening') return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.type === 'done') waiting?.resolve(message.value);
    else waiting?.reject(new Error(`the test server failed: ${message.error}`));
  });
  child.on('exit', (code) => {
    for (const waiting of pending.values()) waiting.reject(new Error(`the test server exited with ${code}`));
    pending.clear();
  });

  const ask = (message: Request): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      const timer = setTimeout(
        () => reject(new Error(`the test server did not answer ${message.type}`)),
        CALL_TIMEOUT_MS,
      );
      pending.set(id, {
        resolve: (value) => (clearTimeout(timer), resolve(value)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      child.send({ ...message, id } as FromParent);
    });

  return {
    baseURL: `http://127.0.0.1:${port}`,
    reset: async () => void (await ask({ type: 'reset' })),
    advanceClock: async (ms) => void (await ask({ type: 'advance-clock', ms })),
    run: async (task, args) => (await ask({ type: 'run', task, args })) as TaskValue<typeof task>,
    running: () => child.exitCode === null && child.signalCode === null,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // closing the channel stops it (test-server.ts); a kill in case it hangs
        child.disconnect();
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
