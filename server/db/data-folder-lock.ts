import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { StartupFailure } from '../startup-failure';

// PGlite is PostgreSQL inside this process, with nothing of PostgreSQL's own guard against a
// second server on the same files: two processes on one data folder both start, and both write.
// So the server claims the folder with a file naming its process id (as PostgreSQL's
// postmaster.pid does), and refuses a folder another live server holds. A file left by a server
// that died is taken over. The same check finds a folder that cannot be written.

export const LOCK_FILE = 'server.pid';

/** Why a folder cannot be used, in words an operator acts on. */
function folderProblem(dataDir: string, error: NodeJS.ErrnoException): StartupFailure {
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

/**
 * Claims `dataDir` for this process (creating it when missing); answers the function that gives
 * it back. Throws a StartupFailure when another server holds it or it cannot be written.
 */
export function claimDataFolder(dataDir: string): () => void {
  const folder = resolve(dataDir);
  const lock = join(folder, LOCK_FILE);
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(lock, `${process.pid}\n`, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !existsAsFile(lock))
      throw folderProblem(folder, error as NodeJS.ErrnoException);
    const holder = holderOf(lock);
    if (isLiveServer(holder)) {
      throw new StartupFailure(
        `the data folder ${folder} is in use by another server (process ${holder}): stop it first, or give this one another DATA_DIR`,
        { dataDir: folder, holder },
      );
    }
    try {
      writeFileSync(lock, `${process.pid}\n`);
    } catch (rewriting) {
      throw folderProblem(folder, rewriting as NodeJS.ErrnoException);
    }
  }
  return () => {
    try {
      if (readFileSync(lock, 'utf8').trim() === String(process.pid)) unlinkSync(lock);
    } catch {
      // already gone: nothing to give back
    }
  };
}

/** The process id in the lock file; a file just created by a server starting this moment may be empty for an instant. */
function holderOf(lock: string): number {
  let text = readFileSync(lock, 'utf8').trim();
  if (!text) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    text = readFileSync(lock, 'utf8').trim();
  }
  return Number(text);
}

function existsAsFile(path: string): boolean {
  try {
    readFileSync(path);
    return true;
  } catch {
    return false;
  }
}
