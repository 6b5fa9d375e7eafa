import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { activities, banners, contents, registrations, siteConfig } from '../../../server/db/schema';
import { formatTime } from '../../../server/lib/clock';
import { clock } from '../../server/helpers/harness';
import { useSiteConfigStore } from '@/stores/site-config';
import { bannerTarget } from '@/features/website/banner-target';
import { websiteQueryClient } from '@/features/website/queries';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';

runOnRealServer();
afterEach(resetFeedback);

/** What the server holds, in the seed's (id) order. */
const savedSite = async () => (await serverDb().select().from(siteConfig))[0];
const savedActivities = () => serverDb().select().from(activities).orderBy(activities.activityId);
const savedRegistrations = () => serverDb().select().from(registrations);
const timeOf = (text: string) => new Date(text.replace(' ', 'T')).getTime();

/** The first seeded activity, in progress and published (set up in beforeEach). */
let first: typeof activities.$inferSelect;

beforeEach(async () => {
  websiteQueryClient.clear();
  useSiteConfigStore.setState({ config: { ...(await savedSite()), logo: '/csp/logo.png' } });
  // a moment inside the first seeded activity on the server's clock, so one is in progress
  [first] = await savedActivities();
  await serverDb().update(activities).set({ published: true }).where(eq(activities.activityId, first.activityId));
  clock.advance(timeOf(first.beginTime) + 3_600_000 - clock.now().getTime());
});

async function openWebsite(path = '/website') {
  renderApp(path);
  return screen.findByRole('heading', { level: 2, name: '活动' }, { timeout: 30_000 });
}

const inProgressName = () => first.name;

describe('public website', { timeout: 60_000 }, () => {
  it('shows the site, the carousel, the activities with their state and the content items with QR codes', async () => {
    const site = await savedSite();
    const allBanners = await serverDb().select().from(banners).orderBy(banners.bannerId);
    const [content] = await serverDb().select().from(contents).orderBy(contents.contentId).limit(1);
    await openWebsite();
    expect(screen.getByRole('heading', { level: 1, name: site.name })).toBeInTheDocument();
    expect(screen.getByText(site.slogan)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '站点标志' })).toHaveAttribute('src', '/csp/logo.png');
    expect(screen.getByRole('button', { name: /English/ })).toBeInTheDocument();

    const carousel = await screen.findByRole('region', { name: '轮播图' });
    const firstBanner = [...allBanners].sort((a, b) => a.sort - b.sort)[0];
    expect(within(carousel).getByText(firstBanner.title)).toBeInTheDocument();
    expect(within(carousel).getAllByRole('button', { name: /^显示：/ })).toHaveLength(allBanners.length);

    const running = (await screen.findByRole('heading', { level: 3, name: inProgressName() })).closest('li')!;
    expect(within(running).getByText('进行中')).toBeInTheDocument();
    expect(within(running).getByRole('button', { name: `立即报名 ${inProgressName()}` })).toBeInTheDocument();

    expect(await screen.findByRole('img', { name: `${content.title}的二维码` })).toBeInTheDocument();
  });

  it('registers for an activity in progress, with a confirmation; a wrong phone is caught first', async () => {
    const user = userEvent.setup();
    const activityId = first.activityId;
    const before = (await savedRegistrations()).length;
    await openWebsite();
    await user.click(await screen.findByRole('button', { name: `立即报名 ${inProgressName()}` }));
    const form = await screen.findByRole('form', { name: `报名表：${inProgressName()}` });
    await user.type(within(form).getByLabelText('姓名'), '李雷');
    await user.type(within(form).getByLabelText('手机号码'), '12345678901');
    await user.type(within(form).getByLabelText('地区'), '上海');
    await user.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await within(form).findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(await savedRegistrations()).toHaveLength(before);

    await user.clear(within(form).getByLabelText('手机号码'));
    await user.type(within(form).getByLabelText('手机号码'), '13912345678');
    await user.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    const saved = await savedRegistrations();
    expect(saved).toHaveLength(before + 1);
    expect(saved.find((r) => r.activityId === activityId && r.phone === '13912345678')).toMatchObject({
      name: '李雷',
      area: '上海',
      username: '',
    });
  });

  it("shows the backend's refusal by the form", async () => {
    const user = userEvent.setup();
    await serverDb().insert(registrations).values({
      activityId: first.activityId,
      username: '',
      name: '韩梅梅',
      phone: '13912345678',
      area: '北京',
      createTime: '2024-10-01 10:00:00',
    });
    await openWebsite(`/website?activity=${first.activityId}`);
    const form = await screen.findByRole('form', { name: `报名表：${inProgressName()}` });
    await user.type(within(form).getByLabelText('姓名'), '李雷');
    await user.type(within(form).getByLabelText('手机号码'), '13912345678');
    await user.type(within(form).getByLabelText('地区'), '上海');
    await user.click(within(form).getByRole('button', { name: '提交报名' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('该手机号码已报名此活动'));
  });

  it('says why an activity that has not started or has ended takes no registration', async () => {
    // another activity, published, that ended the day before the first began
    const ended = (await savedActivities())[1];
    const day = formatTime(new Date(timeOf(first.beginTime) - 86_400_000)).slice(0, 10);
    await serverDb()
      .update(activities)
      .set({ published: true, beginTime: `${day} 08:00:00`, endTime: `${day} 18:00:00` })
      .where(eq(activities.activityId, ended.activityId));
    await openWebsite(`/website?activity=${ended.activityId}`);
    expect(await screen.findByText('活动已结束，不能再报名。')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('where a banner leads', () => {
  const banner = (linkType: '' | '1' | '2' | '3' | '4', sourceId: string) => ({
    bannerId: 1,
    title: 't',
    image: '',
    linkType,
    sourceId,
  });

  it('opens a course, a content item, an activity or an http(s) address, and nothing else', () => {
    expect(bannerTarget(banner('1', '7'))).toEqual({ inside: '/admin/course/detail/7' });
    expect(bannerTarget(banner('2', '3'))).toEqual({ inside: '/contentView?id=3' });
    expect(bannerTarget(banner('3', '2'))).toEqual({ inside: '/website?activity=2' });
    expect(bannerTarget(banner('4', 'https://example.com/a'))).toEqual({ outside: 'https://example.com/a' });
    expect(bannerTarget(banner('4', 'javascript:alert(1)'))).toBeNull();
    expect(bannerTarget(banner('1', '../x'))).toBeNull();
    expect(bannerTarget(banner('', ''))).toBeNull();
  });
});
