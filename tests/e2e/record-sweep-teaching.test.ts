import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browser';
import { sweepAccount } from './support/record-sweep';

// The record sweep (tests/e2e/support/record-sweep.ts) as a teacher, a discipline leader and an
// account holding both roles (it starts as a teacher): the actions of the first rows and of the
// toolbar of every list screen of each one's menu.
describe('record sweep: teaching roles', () => {
  const session = useBrowserSession();

  it.each(['teacher', 'leader', 'multi'])(
    'every list screen of %s: its actions open, show the record, save unchanged and cancel',
    async (account) => {
      const result = await sweepAccount(session.page, account);
      expect(result.screens.length, 'the menu has screens').toBeGreaterThan(0);
      expect(result.problems, `problems found as ${account}`).toEqual([]);
    },
    600_000,
  );
});
