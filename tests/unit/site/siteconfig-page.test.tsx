import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mock/db';
import { useTabsStore } from '@/stores/tabs';
import { useSiteConfigStore } from '@/stores/site-config';
import { SITE_CONFIG_KEY } from '@/utils/document-title';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { loggedInAs } from '../helpers/session';

afterEach(resetFeedback);
beforeEach(() => {
  sessionStorage.clear();
  localStorage.removeItem(SITE_CONFIG_KEY);
  useSiteConfigStore.setState({ config: {} });
  useTabsStore.getState().keep([]);
});

const SAVE = /^保\s?存$/;

async function openPage() {
  await loggedInAs('admin');
  renderApp('/admin/siteconfig/edit');
  // The first render compiles the screen's chunk: more time than a lookup usually needs.
  const name = await screen.findByLabelText('系统名称', {}, { timeout: 30_000 });
  await waitFor(() => expect(name).toHaveValue(db().siteConfig.name));
  return screen.getByRole('main');
}

describe('site configuration screen', { timeout: 60_000 }, () => {
  it('requires every field, and saves nothing until they are there', async () => {
    const user = userEvent.setup();
    const page = await openPage();
    await user.clear(within(page).getByLabelText('英文标语'));
    await user.click(within(page).getByRole('button', { name: SAVE }));
    expect(await within(page).findByText('英文标语不能为空')).toBeInTheDocument();
    expect(db().siteConfig.updateBy).toBe('admin');
    expect(db().siteConfig.sloganEn).not.toBe('');
  });

  it('saving reaches the window title, the sidebar and local storage at once', async () => {
    const user = userEvent.setup();
    const page = await openPage();
    const name = within(page).getByLabelText('系统名称');
    await user.clear(name);
    await user.type(name, '星火课堂');
    await user.click(within(page).getByRole('button', { name: SAVE }));
    expect(await screen.findByText('站点配置已保存')).toBeInTheDocument();
    expect(db().siteConfig.name).toBe('星火课堂');
    await waitFor(() => expect(document.title).toBe('星火课堂'));
    const home = screen.getByRole('link', { name: /首页/ });
    expect(home).toHaveTextContent('星火课堂');
    expect(JSON.parse(localStorage.getItem(SITE_CONFIG_KEY) ?? '{}')).toMatchObject({
      name: '星火课堂',
      enname: db().siteConfig.enname,
      logo: db().siteConfig.logo,
    });
  });
});
