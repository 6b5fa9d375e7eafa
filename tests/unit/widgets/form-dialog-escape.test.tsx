import { Activity } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { Form, Input } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { FormDialog } from '@/components/FormDialog';

// The tab cache renders a page hidden (React's Activity) when its data arrives after the user
// went on to another tab; closing that tab unmounts the page without its effects ever having
// run. The dialog library registers an open dialog for the Escape key during render and
// unregisters it in an effect's cleanup, so a dialog counted as open there stays registered for
// good: Escape reaches a page that is gone, and the registration keeps all of it in memory.

function Page({ open = false, onClose }: { open?: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} title="title" onSubmit={async () => true} onClose={onClose}>
      <Form.Item name="name" label="name">
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

describe('FormDialog on a page that was never shown', () => {
  // Under NODE_ENV=test the library gives every dialog the same id, so that one dialog's cleanup
  // unregisters all of them; the browser's distinct ids are what let a registration stay behind.
  beforeEach(() => vi.stubEnv('NODE_ENV', 'development'));
  afterEach(() => vi.unstubAllEnvs());

  it('is not reached by Escape once the page is gone', () => {
    const onCloseOfGonePage = vi.fn();
    const { rerender } = render(
      <MemoryRouter>
        <Activity mode="hidden">
          <Page onClose={onCloseOfGonePage} />
        </Activity>
      </MemoryRouter>,
    );
    rerender(<MemoryRouter />);
    // A dialog opened and closed on the page on screen: what listens for Escape comes and goes with it.
    rerender(
      <MemoryRouter>
        <Page open onClose={() => {}} />
      </MemoryRouter>,
    );
    rerender(<MemoryRouter />);

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onCloseOfGonePage).not.toHaveBeenCalled();
  });
});
