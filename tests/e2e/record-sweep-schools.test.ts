import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browser';
import { sweepAccount } from './support/record-sweep';

// The record sweep (tests/e2e/support/record-sweep.ts) as the school administrator, the principal
// and the business developer (docs/roles.md): the actions of the first rows and of the toolbar of
// every list screen of each one's menu.
describe('record sweep: school roles', () => {
  const session = useBrowserSession();

  it.each(['schooladmin', 'principal', 'bd'])(
    'every list screen of %s: its actions open, show the record, save unchanged and cancel',
    async (account) => {
      const result = await sweepAccount(session.page, account);
      expect(result.screens.length, 'the menu has screens').toBeGreaterThan(0);
      expect(result.problems, `problems found as ${account}`).toEqual([]);
    },
    600_000,
  );
});
