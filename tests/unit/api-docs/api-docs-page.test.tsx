import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n';
import { useTabsStore } from '@/stores/tabs';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';

// System → API (tool/swagger/index): the administrator reads every call of the server's API with
// what it takes, in the console's language, from the document the server writes of its schemas.

runOnRealServer();
beforeEach(() => {
  sessionStorage.clear();
  useTabsStore.getState().keep([]);
});
afterEach(async () => {
  resetFeedback();
  await i18n.changeLanguage('zh');
});

const SLOW = { timeout: 60_000 };

describe('the API screen', () => {
  it('lists a call with its fields named in Chinese, its permission, and finds calls by path', SLOW, async () => {
    const user = userEvent.setup();
    await loggedInAs('admin');
    renderApp('/tool/swagger/index');
    const search = await screen.findByRole('searchbox', { name: '搜索接口' }, { timeout: 30_000 });
    await user.type(search, '/system/config');
    const area = await screen.findByRole('region', { name: 'system/config' });
    expect(within(area).queryByText('/admin/school/list')).toBeNull();
    const add = within(area)
      .getAllByRole('button')
      .find((b) => /POST\s*\/system\/config(?!\/)/.test(b.textContent ?? ''));
    expect(add).toBeDefined();
    expect(within(add!).getByText('system:config:add')).toBeInTheDocument();
    await user.click(add!);
    const key = (await within(area).findByText('configKey')).closest('tr')!;
    expect(within(key).getByText('参数键名')).toBeInTheDocument();
    expect(within(key).getByText('请求体')).toBeInTheDocument();
    expect(within(key).getByText('是')).toBeInTheDocument();
    expect(within(key).getByText('1 至 100 个字符')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '/no/such/call');
    expect(await screen.findByText('没有匹配的接口。')).toBeInTheDocument();
  });

  it('names the fields in English when the console is in English', SLOW, async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('en');
    await loggedInAs('admin');
    renderApp('/tool/swagger/index');
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search calls' }, { timeout: 30_000 }),
      '/system/config/{configIds}',
    );
    const remove = await screen.findByText('/system/config/{configIds}');
    await user.click(remove);
    const ids = (await screen.findByText('configIds')).closest('tr')!;
    expect(within(ids).getByText('Parameter id')).toBeInTheDocument();
    expect(within(ids).getByText('Path')).toBeInTheDocument();
  });
});
