import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteConfig } from '../../../server/db/schema';
import { useTabsStore } from '@/stores/tabs';
import { useSiteConfigStore } from '@/stores/site-config';
import { SITE_CONFIG_KEY } from '@/utils/document-title';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';

runOnRealServer();
afterEach(resetFeedback);

/** The site's configuration as the server saved it (its one row). */
async function savedSite() {
  const [row] = await serverDb().select().from(siteConfig);
  return row;
}
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
  const { name: saved } = await savedSite();
  await waitFor(() => expect(name).toHaveValue(saved));
  return screen.getByRole('main');
}

describe('site configuration screen', { timeout: 60_000 }, () => {
  it('requires every field, and saves nothing until they are there', async () => {
    const user = userEvent.setup();
    const page = await openPage();
    await user.clear(within(page).getByLabelText('英文标语'));
    await user.click(within(page).getByRole('button', { name: SAVE }));
    expect(await within(page).findByText('英文标语不能为空')).toBeInTheDocument();
    const site = await savedSite();
    expect(site.updateBy).toBe('admin');
    expect(site.sloganEn).not.toBe('');
  });

  it('saving reaches the window title, the sidebar and local storage at once', async () => {
    const user = userEvent.setup();
    const page = await openPage();
    const name = within(page).getByLabelText('系统名称');
    await user.clear(name);
    await user.type(name, '星火课堂');
    await user.click(within(page).getByRole('button', { name: SAVE }));
    expect(await screen.findByText('站点配置已保存')).toBeInTheDocument();
    const site = await savedSite();
    expect(site.name).toBe('星火课堂');
    await waitFor(() => expect(document.title).toBe('星火课堂'));
    const home = screen.getByRole('link', { name: /首页/ });
    expect(home).toHaveTextContent('星火课堂');
    expect(JSON.parse(localStorage.getItem(SITE_CONFIG_KEY) ?? '{}')).toMatchObject({
      name: '星火课堂',
      enname: site.enname,
      logo: site.logo,
    });
  });
});
