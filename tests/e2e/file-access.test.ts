import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectVisible, loginAs } from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';

// Who fetches an uploaded file (docs/api.md "Files"), through a browser: the website's images
// show without a login (public on purpose), the console's images show to its user (their answers
// carry signed addresses, no click needed), a teacher previews their course file, and a stranger
// asking for a file by its id gets nothing.

/** The uploaded images on the page (served by the server), once each has finished loading. */
async function uploadedImages(page: Page): Promise<{ src: string; width: number }[]> {
  const images = page.locator('img[src*="/csp/system/oss/file/"]');
  await expect.poll(() => images.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect
    .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)), {
      timeout: 15_000,
    })
    .toBe(true);
  return images.evaluateAll((all) =>
    all.map((img) => ({ src: (img as HTMLImageElement).src, width: (img as HTMLImageElement).naturalWidth })),
  );
}

describe('uploaded files in the browser', () => {
  const session = useBrowserSession();

  it('the website shows its banner images and activity covers without a login', async () => {
    const { page } = session;
    await page.goto('/website');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    const images = await uploadedImages(page);
    expect(images.filter((image) => image.width === 0)).toEqual([]);
    // public on purpose: no signature in the website's addresses
    expect(images.filter((image) => image.src.includes('?'))).toEqual([]);
    expectNoConsoleErrors(page);
  });

  it('the console shows the banners’ images to its user through signed addresses', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await page.goto('/admin/banner/index');
    const images = await uploadedImages(page);
    expect(images.filter((image) => image.width === 0)).toEqual([]);
    expect(images.every((image) => /\?e=\d+&u=\d+&s=[\w-]+$/.test(image.src))).toBe(true);
    expectNoConsoleErrors(page);
  });

  it('a teacher previews a file of a course they teach', async () => {
    const { page } = session;
    await loginAs(page, 'teacher');
    const fileId = await page.evaluate(async () => {
      const token = /(?:^|; )Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      for (let id = 1; id <= 60; id++) {
        const answer = await fetch(`/csp/course/file/${id}`, { headers: { Authorization: `Bearer ${token}` } });
        const body = (await answer.json()) as { code: number; data?: { fileName: string } };
        if (body.code === 200 && body.data?.fileName.endsWith('.pdf')) return id;
      }
      return 0;
    });
    expect(fileId).toBeGreaterThan(0);
    await page.goto(`/courseFileView?fileId=${fileId}`);
    await expectVisible(page.getByRole('main').locator('canvas').first());
    expectNoConsoleErrors(page);
  });

  it('a stranger asking for a course file, a resource or an avatar by its id gets "file does not exist"', async () => {
    const { context } = session;
    const missing = await (await context.request.get('/csp/system/oss/file/899999999/none.pdf')).json();
    expect(missing).toMatchObject({ code: 500 });
    // 90001: the seeded PDF behind course files and library resources; 90004 shows on the website
    const course = await context.request.get('/csp/system/oss/file/90001/x.pdf');
    expect(course.headers()['content-type']).toContain('application/json');
    expect(await course.json()).toEqual(missing);
    const website = await context.request.get('/csp/system/oss/file/90004/x.png');
    expect(website.headers()['content-type']).toBe('image/png');
  });
});
