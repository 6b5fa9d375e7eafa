import { createInterface } from 'node:readline';
import { claimDataFolder } from '../../../../server/db/data-folder-lock';

// A process that claims data folders as the server does at its start, on its parent's word, for
// tests/server/startup/data-folder-lock-race.test.ts. Lines on stdin:
//   claim <folder> <at>  wait until the clock reads <at> (ms), claim; answers `claimed` or `refused <why>`
//   release              gives back what it holds; answers `released`
// It stays alive between the two, as a server holding its folder does.

let release: (() => void) | null = null;

for await (const line of createInterface({ input: process.stdin })) {
  const [command, folder, at] = line.split(' ');
  if (command === 'claim') {
    // every claimer starts at the same moment: the race is the point
    while (Date.now() < Number(at)) {
      /* spin */
    }
    try {
      release = claimDataFolder(folder);
      console.log('claimed');
    } catch (error) {
      console.log(`refused ${(error as Error).message}`);
    }
  } else if (command === 'release') {
    release?.();
    release = null;
    console.log('released');
  }
}
