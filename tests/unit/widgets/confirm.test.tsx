import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmDelete, confirmStatus } from '@/components/list/confirm';
import { StatusSwitch } from '@/components/list/StatusSwitch';
import { i18n } from '@/i18n';
import { resetFeedback, visibleDialogs } from '../helpers/feedback';

afterEach(async () => {
  resetFeedback();
  await i18n.changeLanguage('zh');
});

/** jsdom runs no close animation, so answered confirm dialogs linger: the newest is the last. */
async function answer(button: RegExp) {
  await waitFor(() => expect(visibleDialogs().length).toBeGreaterThan(0));
  // antd lets a dialog's buttons take clicks only once it has opened (pointer-events: none until
  // then); on a loaded machine the first try can come too early, so it is tried again.
  await waitFor(async () => {
    const dialogs = visibleDialogs();
    await userEvent.click(within(dialogs[dialogs.length - 1]).getByRole('button', { name: button }));
  });
}

const lastText = async (text: string) => {
  const found = await screen.findAllByText(text);
  return found[found.length - 1];
};

describe('confirmations', () => {
  it('name the record in Chinese under 系统提示 and resolve true on 确定', async () => {
    const asked = confirmStatus('张三', false);
    expect(await lastText('确认要停用"张三"吗？')).toBeInTheDocument();
    expect(screen.getAllByText('系统提示').length).toBeGreaterThan(0);
    await answer(/确\s?定/);
    await expect(asked).resolves.toBe(true);
  });

  it('resolve false on 取消', async () => {
    const asked = confirmDelete(['张三', '李四']);
    expect(await lastText('是否确认删除"张三、李四"？')).toBeInTheDocument();
    await answer(/取\s?消/);
    await expect(asked).resolves.toBe(false);
  });

  it('speak English', async () => {
    await i18n.changeLanguage('en');
    const asked = confirmStatus('Zhang San', true);
    expect(await lastText('Enable "Zhang San"?')).toBeInTheDocument();
    await answer(/OK/);
    await expect(asked).resolves.toBe(true);
    void confirmDelete('Zhang San');
    expect(await lastText('Delete "Zhang San"?')).toBeInTheDocument();
    void confirmDelete(['Zhang San', 'Li Si']);
    expect(await lastText('Delete "Zhang San and Li Si"?')).toBeInTheDocument();
    void confirmDelete(['Zhang San', 'Li Si', 'Wang Wu']);
    expect(await lastText('Delete "Zhang San, Li Si, and Wang Wu"?')).toBeInTheDocument();
  });
});

describe('StatusSwitch', () => {
  it('asks, saves and says so; cancelling changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn(() => Promise.resolve());
    render(<StatusSwitch status="0" name="张三" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: '张三 的状态' });
    await user.click(toggle);
    expect(await lastText('确认要停用"张三"吗？')).toBeInTheDocument();
    await answer(/取\s?消/);
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await answer(/确\s?定/);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('1'));
    expect(await screen.findByText('停用成功')).toBeInTheDocument();
  });

  it('is busy and takes no second click while saving, and cannot be used when disabled', async () => {
    const user = userEvent.setup();
    let save = () => undefined as void;
    const onChange = vi.fn(() => new Promise<void>((resolve) => (save = resolve)));
    const { rerender } = render(<StatusSwitch status="1" name="李四" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: '李四 的状态' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await answer(/确\s?定/);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-busy', 'true'));
    expect(toggle).toBeDisabled();
    save();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(onChange).toHaveBeenCalledTimes(1);
    rerender(<StatusSwitch status="0" name="李四" onChange={onChange} disabled />);
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
  });
});
