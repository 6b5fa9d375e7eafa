import type { TaskName } from './tasks';

// What a browser test worker's server (./test-server.ts) and its parent (./file-server.ts) say
// to each other over the child process's IPC channel.

export type FromParent = { id: number } & (
  { type: 'reset' } | { type: 'advance-clock'; ms: number } | { type: 'run'; task: TaskName; args: unknown }
);

export type ToParent =
  | { type: 'listening'; port: number }
  | { type: 'done'; id: number; value?: unknown }
  | { type: 'failed'; id: number; error: string };
