import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { banners, contents, courses } from '../../../server/db/schema';
import { i18n } from '@/i18n';
import { useTabsStore } from '@/stores/tabs';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { openDialogs, topDialog as dialog } from '../system/helpers/dialogs';

runOnRealServer();
afterEach(async () => {
  resetFeedback();
  await i18n.changeLanguage('zh');
});
beforeEach(() => {
  sessionStorage.clear();
  useTabsStore.getState().keep([]);
});

const OK = /^(确\s?定|OK)$/;

async function openList() {
  await loggedInAs('admin');
  renderApp('/admin/banner/index');
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  const [first] = await savedBanners();
  await within(table).findByText(i18n.language === 'en' ? first.titleEn : first.title);
  return table;
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
/** The banners as the server holds them, in the seed's (id) order. */
const savedBanners = () => serverDb().select().from(banners).orderBy(banners.bannerId);
const savedBanner = async (bannerId: number) =>
  (await serverDb().select().from(banners).where(eq(banners.bannerId, bannerId)))[0];
const bannerTitled = async (title: string) =>
  (await serverDb().select().from(banners).where(eq(banners.title, title)))[0];
/** The seed's first banner with this link type ('' for none). */
const bannerLinking = async (linkType: string) => (await savedBanners()).find((b) => b.linkType === linkType)!;

const SLOW = { timeout: 60_000 };

describe('banner list', SLOW, () => {
  it('lists the banners by sort, each with its picture, link type and the linked record by name', async () => {
    const table = await openList();
    const all = await savedBanners();
    const titles = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => all.find((b) => row.textContent?.includes(b.title))?.bannerId);
    const bySort = [...all].sort((a, b) => a.sort - b.sort).map((b) => b.bannerId);
    expect(titles).toEqual(bySort);

    const courseBanner = all.find((b) => b.linkType === '1')!;
    const [course] = await serverDb()
      .select()
      .from(courses)
      .where(eq(courses.courseId, Number(courseBanner.sourceId)));
    const row = rowOf(table, courseBanner.title);
    // the stored address, signed for the logged-in reader (docs/security.md "Files")
    const picture = within(row).getByRole('img', { name: `轮播图：${courseBanner.title}` });
    expect(picture.getAttribute('src')).toMatch(
      new RegExp(`^${courseBanner.image.replace(/[.?]/g, '\\$&')}\\?e=\\d+&u=\\d+&s=`),
    );
    expect(row).toHaveTextContent('课程');
    expect(row).toHaveTextContent(course.title);
    const external = all.find((b) => b.linkType === '4')!;
    expect(within(rowOf(table, external.title)).getByRole('link', { name: external.sourceId })).toHaveAttribute(
      'href',
      external.sourceId,
    );
  });

  it('shows a stored external link that is not an http(s) address as text, never as a link', async () => {
    const external = await bannerLinking('4');
    external.sourceId = "javascript:alert('x')";
    // stored before the server checked links, or written around it: the list must still be safe
    await serverDb()
      .update(banners)
      .set({ sourceId: external.sourceId })
      .where(eq(banners.bannerId, external.bannerId));
    const table = await openList();
    const row = rowOf(table, external.title);
    expect(within(row).getByText(external.sourceId)).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(row.querySelector('[href^="javascript:" i]')).toBeNull();
  });

  it('in Chinese, refuses to save a banner without its link type and link content', async () => {
    const user = userEvent.setup();
    const table = await openList();
    const unlinked = await bannerLinking('');
    await user.click(within(rowOf(table, unlinked.title)).getByRole('button', { name: /修\s?改/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('链接类型不能为空')).toBeInTheDocument();
    expect(dialog().getByText('链接内容不能为空')).toBeInTheDocument();
    expect((await bannerTitled(unlinked.title)).updateBy).toBe('');
  });

  it('takes only an http(s) address as an external link', async () => {
    const user = userEvent.setup();
    const table = await openList();
    const external = await bannerLinking('4');
    await user.click(within(rowOf(table, external.title)).getByRole('button', { name: /修\s?改/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    const source = dialog().getByLabelText('链接内容');
    expect(source).toHaveValue(external.sourceId);
    await user.clear(source);
    await user.type(source, 'javascript:alert(1)');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('外部链接必须是 http 或 https 地址')).toBeInTheDocument();
    expect((await savedBanner(external.bannerId)).sourceId).toBe(external.sourceId);
  });

  it('shows the linked record by name in the form, chosen from the matching list', async () => {
    const user = userEvent.setup();
    const table = await openList();
    const contentBanner = await bannerLinking('2');
    const [content] = await serverDb()
      .select()
      .from(contents)
      .where(eq(contents.contentId, Number(contentBanner.sourceId)));
    await user.click(within(rowOf(table, contentBanner.title)).getByRole('button', { name: /修\s?改/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(await dialog().findByTitle(content.title)).toBeInTheDocument();
  });

  // Last: the English render leaves its closing dialog behind for the next test in jsdom.
  it('in English, saves a banner without a link', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const unlinked = await bannerLinking('');
    const table = await openList();
    await user.click(within(rowOf(table, unlinked.titleEn)).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.clear(dialog().getByLabelText('Sort'));
    await user.type(dialog().getByLabelText('Sort'), '1');
    await user.click(dialog().getByRole('button', { name: OK }));
    await waitFor(async () => expect((await savedBanner(unlinked.bannerId)).sort).toBe(1));
    expect(await savedBanner(unlinked.bannerId)).toMatchObject({ linkType: '', sourceId: '' });
  });
});
