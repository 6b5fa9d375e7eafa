import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, setMockNow } from '@mock/db';
import { formatTime } from '@mock/lib/clock';
import { useSiteConfigStore } from '@/stores/site-config';
import { bannerTarget } from '@/features/website/banner-target';
import { websiteQueryClient } from '@/features/website/queries';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';

afterEach(resetFeedback);
beforeEach(() => {
  websiteQueryClient.clear();
  useSiteConfigStore.setState({ config: { ...db().siteConfig, logo: '/csp/logo.png' } });
  // a moment inside the first seeded activity, so one is in progress
  const first = db().activities[0];
  first.published = true;
  setMockNow(new Date(first.beginTime.replace(' ', 'T')).getTime() + 3_600_000);
});

async function openWebsite(path = '/website') {
  renderApp(path);
  return screen.findByRole('heading', { level: 2, name: '活动' }, { timeout: 30_000 });
}

const inProgressName = () => db().activities[0].name;

describe('public website', { timeout: 60_000 }, () => {
  it('shows the site, the carousel, the activities with their state and the content items with QR codes', async () => {
    await openWebsite();
    expect(screen.getByRole('heading', { level: 1, name: db().siteConfig.name })).toBeInTheDocument();
    expect(screen.getByText(db().siteConfig.slogan)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '站点标志' })).toHaveAttribute('src', '/csp/logo.png');
    expect(screen.getByRole('button', { name: /English/ })).toBeInTheDocument();

    const carousel = await screen.findByRole('region', { name: '轮播图' });
    const first = [...db().banners].sort((a, b) => a.sort - b.sort)[0];
    expect(within(carousel).getByText(first.title)).toBeInTheDocument();
    expect(within(carousel).getAllByRole('button', { name: /^显示：/ })).toHaveLength(db().banners.length);

    const running = (await screen.findByRole('heading', { level: 3, name: inProgressName() })).closest('li')!;
    expect(within(running).getByText('进行中')).toBeInTheDocument();
    expect(within(running).getByRole('button', { name: `立即报名 ${inProgressName()}` })).toBeInTheDocument();

    const content = db().contents[0];
    expect(await screen.findByRole('img', { name: `${content.title}的二维码` })).toBeInTheDocument();
  });

  it('registers for an activity in progress, with a confirmation; a wrong phone is caught first', async () => {
    const user = userEvent.setup();
    const activityId = db().activities[0].activityId;
    const before = db().registrations.length;
    await openWebsite();
    await user.click(await screen.findByRole('button', { name: `立即报名 ${inProgressName()}` }));
    const form = await screen.findByRole('form', { name: `报名表：${inProgressName()}` });
    await user.type(within(form).getByLabelText('姓名'), '李雷');
    await user.type(within(form).getByLabelText('手机号码'), '12345678901');
    await user.type(within(form).getByLabelText('地区'), '上海');
    await user.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await within(form).findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(db().registrations).toHaveLength(before);

    await user.clear(within(form).getByLabelText('手机号码'));
    await user.type(within(form).getByLabelText('手机号码'), '13912345678');
    await user.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    expect(db().registrations).toHaveLength(before + 1);
    expect(db().registrations.find((r) => r.activityId === activityId && r.phone === '13912345678')).toMatchObject({
      name: '李雷',
      area: '上海',
      username: '',
    });
  });

  it("shows the backend's refusal by the form", async () => {
    const user = userEvent.setup();
    db().registrations.push({
      registrationId: 1,
      activityId: db().activities[0].activityId,
      username: '',
      name: '韩梅梅',
      phone: '13912345678',
      area: '北京',
      createTime: '2024-10-01 10:00:00',
    });
    await openWebsite(`/website?activity=${db().activities[0].activityId}`);
    const form = await screen.findByRole('form', { name: `报名表：${inProgressName()}` });
    await user.type(within(form).getByLabelText('姓名'), '李雷');
    await user.type(within(form).getByLabelText('手机号码'), '13912345678');
    await user.type(within(form).getByLabelText('地区'), '上海');
    await user.click(within(form).getByRole('button', { name: '提交报名' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('该手机号码已报名此活动'));
  });

  it('says why an activity that has not started or has ended takes no registration', async () => {
    // another activity, published, that ended the day before the first began
    const ended = db().activities[1];
    const day = formatTime(new Date(db().activities[0].beginTime.replace(' ', 'T')).getTime() - 86_400_000).slice(
      0,
      10,
    );
    Object.assign(ended, { published: true, beginTime: `${day} 08:00:00`, endTime: `${day} 18:00:00` });
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
