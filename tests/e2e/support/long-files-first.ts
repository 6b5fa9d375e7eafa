import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser test files that take minutes (each sweeps every screen, or waits on timers), the
 * longest first, as measured on the two-core CI machine.
 */
const LONG_FILES = [
  'record-sweep-admin',
  'a11y',
  'record-sweep-schools',
  'preview-files',
  'faults',
  'long-session',
  'first-day',
  'record-sweep-teaching',
];

const rank = (file: TestSpecification): number => {
  const name = /([^/\\]+)\.test\.ts$/.exec(file.moduleId)?.[1] ?? '';
  const at = LONG_FILES.indexOf(name);
  return at === -1 ? LONG_FILES.length : at;
};

/**
 * Starts the long files first. Without a record of the last run (a clean clone, as in CI) vitest
 * starts the largest files first, and these are small: they call the shared sweeps. Started last,
 * one of them ran alone on one core for minutes while the other core had nothing left to run.
 */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: the other files keep vitest's own order after the long ones.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
