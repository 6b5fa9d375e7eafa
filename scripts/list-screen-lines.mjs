#!/usr/bin/env node
// Lines of the list screens' page files, then (a commit) and now (the work tree), for issue 38's
// "the list screens' files at least a third shorter". The screens are the files under src/features
// that call useCrudList, the pages that are only a frame around one of them (a class list, a
// message table), and the files an earlier shape kept beside them; the kit itself
// (src/components/list, src/hooks) is not a screen and is not counted.
//
//   node scripts/list-screen-lines.mjs [commit]     (default commit: b817f40, before useCrudList)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const base = process.argv[2] ?? 'b817f40';

/** Pages that draw a shared list of their feature and files that list was folded from. */
const BESIDE = [
  'src/features/class/ClassPage.tsx',
  'src/features/member/MemberClassPage.tsx',
  'src/features/message/MessagePage.tsx',
  'src/features/message/CourseFeedbackPage.tsx',
  'src/features/class/class-list.tsx', // folded into ClassList.tsx
];

const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'ignore'] });
const lines = (text) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

const callers = git('grep', '-l', '-w', 'useCrudList', '--', 'src/features').split('\n').filter(Boolean);
const files = [...new Set([...callers, ...BESIDE])].sort();

const then = (path) => {
  try {
    return lines(git('show', `${base}:${path}`));
  } catch {
    return 0; // not there yet
  }
};
const now = (path) => (existsSync(path) ? lines(readFileSync(path, 'utf8')) : 0);

let before = 0;
let after = 0;
for (const path of files) {
  const [a, b] = [then(path), now(path)];
  // a screen written since the base has nothing to be shorter than: named, not counted
  if (a === 0 && b > 0) {
    console.log(`  new ${String(b).padStart(5)}  ${path} (not compared)`);
    continue;
  }
  before += a;
  after += b;
  console.log(`${String(a).padStart(5)} ${String(b).padStart(5)}  ${path}`);
}
const change = before ? Math.round((100 * (before - after)) / before) : 0;
console.log(
  `${String(before).padStart(5)} ${String(after).padStart(5)}  total (${change}% shorter; a third: at most ${Math.floor((2 * before) / 3)})`,
);
