import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Access } from '@/components/Access';
import { AddButton, RowActions } from '@/components/list';
import { useSessionStore } from '@/stores/session';

// Row actions: edit, delete, then the rest; past three the rest go into 更多, which the keyboard
// reaches and opens; every action, button and Access takes the same permission props.

afterEach(() => useSessionStore.getState().clear());

const hold = (...permissions: string[]) => useSessionStore.setState({ permissions, roles: ['teacher'] });

function renderRow(onReset = vi.fn(), onRoles = vi.fn()) {
  render(
    <div role="row" aria-label="zhangwei">
      <RowActions
        edit={{ permission: 'system:user:edit', onClick: vi.fn() }}
        remove={{ permission: 'system:user:remove', onClick: vi.fn() }}
        more={[
          { label: '重置密码', permission: 'system:user:resetPwd', onClick: onReset },
          { label: '分配角色', permission: 'system:user:edit', onClick: onRoles },
        ]}
      />
    </div>,
  );
  return within(screen.getByRole('row'));
}

describe('RowActions', () => {
  it('tells an action that the pointer rests on it or the focus reaches it, before any click', async () => {
    hold('system:user:edit');
    const onIntent = vi.fn();
    const onClick = vi.fn();
    render(<RowActions edit={{ permission: 'system:user:edit', onClick, onIntent }} />);
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: /修\s*改/ }));
    expect(onIntent).toHaveBeenCalledTimes(1);
    await user.unhover(screen.getByRole('button', { name: /修\s*改/ }));
    await user.tab();
    expect(onIntent).toHaveBeenCalledTimes(2);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows two buttons and a More menu past three actions, which Tab and Enter reach', async () => {
    hold('system:user:edit', 'system:user:remove', 'system:user:resetPwd');
    const onReset = vi.fn();
    const row = renderRow(onReset);
    expect(row.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['修改', '删除', '更多']);
    expect(row.queryByText('重置密码')).toBeNull();

    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(row.getByRole('button', { name: /更多/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: '重置密码' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '分配角色' })).toBeInTheDocument();
    // The open menu takes the focus; the arrow keys move through it and Enter chooses.
    await waitFor(() => expect(screen.getByRole('menu')).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{ArrowDown}');
    const item = screen.getByRole('menuitem', { name: '重置密码' });
    await waitFor(() => expect(item).toHaveFocus());
    // The menu reads the legacy `which` of the key, which user-event leaves at 0 under jsdom.
    fireEvent.keyDown(item, { key: 'Enter', keyCode: 13, which: 13 });
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('leaves out what the user may not do, and needs no menu for three actions or fewer', () => {
    hold('system:user:edit', 'system:user:resetPwd');
    const row = renderRow();
    expect(row.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual([
      '修改',
      '重置密码',
      '分配角色',
    ]);
  });

  it('renders nothing without any permission', () => {
    hold('system:user:list');
    renderRow();
    expect(screen.getByRole('row')).toBeEmptyDOMElement();
  });
});

describe('the shared permission props', () => {
  it('gate Access, toolbar buttons and row actions alike, with any or all', () => {
    hold('system:user:add', 'system:user:edit');
    render(
      <>
        <Access permission={['system:user:add', 'system:user:remove']}>
          <span>any</span>
        </Access>
        <Access permission={['system:user:add', 'system:user:remove']} match="all">
          <span>all</span>
        </Access>
        <AddButton permission={['system:user:add', 'system:user:edit']} match="all" onClick={vi.fn()} />
        <RowActions more={[{ label: 'gone', permission: 'system:user:remove', onClick: vi.fn() }]} />
        <RowActions more={[{ label: 'open to all', onClick: vi.fn() }]} />
      </>,
    );
    expect(screen.getByText('any')).toBeInTheDocument();
    expect(screen.queryByText('all')).toBeNull();
    expect(screen.getByRole('button', { name: /新\s?增/ })).toBeInTheDocument();
    expect(screen.queryByText('gone')).toBeNull();
    expect(screen.getByRole('button', { name: 'open to all' })).toBeInTheDocument();
  });
});
