import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TableToolbar } from '@/components/list/TableToolbar';
import { columnsStorageKey, useColumnVisibility } from '@/hooks/useColumnVisibility';
import { visibleDialogs } from '../helpers/feedback';

const COLUMNS = [
  { key: 'name', title: '名称' },
  { key: 'phone', title: '手机号' },
  { key: 'email', title: '邮箱' },
  { title: '操作' },
];

function Harness({
  onRefresh = () => {},
  onToggle = () => {},
}: {
  onRefresh?: () => void;
  onToggle?: (v: boolean) => void;
}) {
  const columns = useColumnVisibility('test-table', COLUMNS);
  return (
    <>
      <TableToolbar search={{ searchShown: true, setSearchShown: onToggle }} onRefresh={onRefresh} columns={columns}>
        <button type="button">新增</button>
      </TableToolbar>
      <p data-testid="visible">{columns.visible.map((c) => c.title).join(',')}</p>
    </>
  );
}

describe('TableToolbar', () => {
  it('toggles the search and refreshes', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const onToggle = vi.fn();
    render(<Harness onRefresh={onRefresh} onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '隐藏搜索' }));
    expect(onToggle).toHaveBeenCalledWith(false);
    await user.click(screen.getByRole('button', { name: '刷新' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('hides columns through the 显示/隐藏 transfer dialog and remembers the choice per table', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    expect(screen.getByTestId('visible')).toHaveTextContent('名称,手机号,邮箱,操作');
    await user.click(screen.getByRole('button', { name: '显隐列' }));
    await waitFor(() => expect(visibleDialogs()).toHaveLength(1));
    const dialog = within(visibleDialogs()[0]);
    expect(dialog.getByText('显示/隐藏')).toBeInTheDocument();
    // two panes: shown and hidden; the actions column (no key) is not offered
    expect(dialog.getByText('显示')).toBeInTheDocument();
    expect(dialog.getByText('隐藏')).toBeInTheDocument();
    expect(dialog.queryByText('操作')).not.toBeInTheDocument();
    await user.click(dialog.getByText('手机号'));
    await user.click(dialog.getByRole('button', { name: /right/ }));
    expect(screen.getByTestId('visible')).toHaveTextContent('名称,邮箱,操作');
    expect(JSON.parse(localStorage.getItem(columnsStorageKey('test-table'))!)).toEqual(['phone']);
    unmount();
    render(<Harness />);
    expect(screen.getByTestId('visible')).toHaveTextContent('名称,邮箱,操作');
  });
});
