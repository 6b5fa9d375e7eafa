import { Activity } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
// antd's dialogs register for Escape in this module (the build antd uses under the unit tests);
// its test hook shows what is registered. In a browser, tests/e2e/long-session.test.ts counts the
// listeners this leaves on window instead.
import { _test as escapeRegistry } from '@rc-component/portal/lib/useEscKeyDown';
import { FormDialog } from '@/components/FormDialog';

// A kept page can mount its dialogs while it is hidden (its code or data arrived after the user
// moved to another tab) and be closed before it is shown again. Such a dialog must leave nothing
// registered: an Escape handler of a closed page would hold the page in memory and answer keys.

function Page({ withDialog, open = false }: { withDialog: boolean; open?: boolean }) {
  if (!withDialog) return null;
  return (
    <FormDialog open={open} title="编辑" onSubmit={async () => true} onClose={() => {}}>
      <span>fields</span>
    </FormDialog>
  );
}

const inHiddenPage = (withDialog: boolean) => (
  <MemoryRouter>
    <Activity mode="hidden">
      <Page withDialog={withDialog} />
    </Activity>
  </MemoryRouter>
);

describe('a FormDialog', () => {
  it('first rendered in a hidden page leaves nothing registered for Escape once the page closes', async () => {
    const hidden = render(inHiddenPage(false));
    hidden.rerender(inHiddenPage(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    hidden.unmount();
    expect(escapeRegistry().stack).toHaveLength(0);
  });

  it('on screen registers while it is there and unregisters when it goes', async () => {
    const shown = render(
      <MemoryRouter>
        <Page withDialog open />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(escapeRegistry().stack).toHaveLength(1);
    shown.unmount();
    expect(escapeRegistry().stack).toHaveLength(0);
  });
});
