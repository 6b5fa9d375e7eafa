import {
  closeSync,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { StartupFailure } from '../startup-failure';

// PGlite is PostgreSQL inside this process, with nothing of PostgreSQL's own guard against a
// second server on the same files: two processes on one data folder both start, and both write.
// So the server claims the folder with a file naming its process id (as PostgreSQL's
// postmaster.pid does), and refuses a folder another live server holds. A file left by a server
// that died is taken over. The same check finds a folder that cannot be written.

export const LOCK_FILE = 'server.pid';

/** Why a folder cannot be used, in words an operator acts on. */
export function folderProblem(dataDir: string, error: NodeJS.ErrnoException): StartupFailure {
  const fields = { dataDir, reason: error.code ?? error.message };
  switch (error.code) {
    case 'EACCES':
    case 'EPERM':
      return new StartupFailure(
        `the data folder ${dataDir} is not writable by this user (${error.code}): give it to the user the server runs as, or set DATA_DIR`,
        fields,
      );
    case 'EROFS':
      return new StartupFailure(
        `the data folder ${dataDir} is on a read-only file system: set DATA_DIR to a writable place`,
        fields,
      );
    case 'ENOTDIR':
    case 'EEXIST':
      return new StartupFailure(
        `the data folder ${dataDir} is not a folder (a file is in its way): set DATA_DIR`,
        fields,
      );
    case 'ENOSPC':
      return new StartupFailure(`the data folder ${dataDir} is on a full disk: free some space`, fields);
    default:
      return new StartupFailure(
        `the data folder ${dataDir} cannot be used (${fields.reason}): check it or set DATA_DIR`,
        fields,
      );
  }
}

/** Whether `pid` is a live process running this same server (not a reused process id). */
function isLiveServer(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // After a restart (a container's, a machine's) the old id may belong to another program now.
  try {
    // the same script, however its path was written (relative or absolute)
    const script = basename(process.argv[1] ?? 'main.ts');
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .some((arg) => basename(arg) === script);
  } catch {
    return true; // no /proc to ask: a live process with that id is taken to be a server
  }
}

/** How many times a claim looks again while another process takes the stale lock over (about 5 s). */
const CLAIM_ROUNDS = 200;
/** How long a claim waits for another process's takeover of the same stale file to finish. */
const TAKEOVER_WAIT_MS = 25;

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** `link(2)`: creates `to` only when no file has that name, atomically; false when one has. */
function linkIfAbsent(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The lock file's identity (its inode) and holder, read from one open file; null when there is none. */
function readLock(lock: string): { ino: number; holder: number } | null {
  let fd: number;
  try {
    fd = openSync(lock, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    let text = readFileSync(fd, 'utf8').trim();
    // a lock written by an older server starting this moment may be empty for an instant
    if (!text) {
      pause(100);
      text = readFileSync(lock, 'utf8').trim();
    }
    return { ino: fstatSync(fd).ino, holder: Number(text) };
  } finally {
    closeSync(fd);
  }
}

/**
 * Takes over the stale lock file `ino`, unless another process is doing so: the takeover's name
 * when this one did (kept while the folder is held), null when another process is at it. The takeover names (`server.pid.takeover-<inode>-<n>`) are made with link(2), so exactly
 * one process gets each; a name whose maker died before finishing is passed over for the next.
 */
function takeOver(mine: string, lock: string, ino: number): string | null {
  for (let generation = 0; ; generation++) {
    const token = `${lock}.takeover-${ino}-${generation}`;
    if (linkIfAbsent(mine, token)) {
      // this process alone may replace that stale file, in one step
      renameSync(mine, lock);
      return token;
    }
    if (isLiveServer(holderOf(token))) {
      pause(TAKEOVER_WAIT_MS);
      return null;
    }
  }
}

/**
 * Claims `dataDir` for this process (creating it when missing); answers the function that gives
 * it back. Throws a StartupFailure when another server holds it or it cannot be written.
 *
 * Every step that decides who holds the folder is one atomic file-system call, so that servers
 * starting together cannot both win:
 * - the lock is made complete under a private name, then linked to `server.pid`: link(2) fails
 *   when the name exists, so of several servers on a folder without a lock exactly one succeeds;
 * - a stale lock (its process dead) is replaced only by the one process that first creates
 *   `server.pid.takeover-<inode of that stale file>-<n>` (again link(2)); that process then
 *   renames its lock over the stale one, in one step (rename(2) replaces a file atomically).
 *   Any other, finding the takeover name taken by a live process, looks again once the takeover
 *   is done and finds a live holder. Only a name whose maker died is passed over.
 */
export function claimDataFolder(dataDir: string): () => void {
  const folder = resolve(dataDir);
  const lock = join(folder, LOCK_FILE);
  const mine = `${lock}.${process.pid}`;
  let takeover: string | null = null;
  try {
    mkdirSync(folder, { recursive: true });
    // a name left by an earlier process with this id may still be a link to an old lock
    unlinkQuietly(mine);
    writeFileSync(mine, `${process.pid}\n`, { flag: 'wx' });
    for (let round = 0; ; round++) {
      if (linkIfAbsent(mine, lock)) break;
      const current = readLock(lock);
      if (!current) continue; // given back this moment: try again
      if (isLiveServer(current.holder)) {
        throw new StartupFailure(
          `the data folder ${folder} is in use by another server (process ${current.holder}): stop it first, or give this one another DATA_DIR`,
          { dataDir: folder, holder: current.holder },
        );
      }
      if (round >= CLAIM_ROUNDS) {
        throw new StartupFailure(
          `the data folder ${folder} could not be claimed: its lock file ${lock} keeps changing`,
          { dataDir: folder },
        );
      }
      takeover = takeOver(mine, lock, current.ino);
      if (takeover) break;
      // another process is taking it over: look again, and find it the holder
    }
  } catch (error) {
    unlinkQuietly(mine);
    if (error instanceof StartupFailure) throw error;
    throw folderProblem(folder, error as NodeJS.ErrnoException);
  }
  unlinkQuietly(mine);
  return () => {
    try {
      if (readFileSync(lock, 'utf8').trim() === String(process.pid)) unlinkSync(lock);
    } catch {
      // already gone: nothing to give back
    }
    if (takeover) unlinkQuietly(takeover);
  };
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // not there: nothing to remove
  }
}

/** The process id a takeover name holds (always complete: it is linked from a written file). */
function holderOf(path: string): number {
  return Number(readFileSync(path, 'utf8').trim());
}
